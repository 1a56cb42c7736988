import { setupI18n } from '@lingui/core';
import { messageTranslator, type ErrorBody, type Language } from '@uniguide/domain';
import { messages as arabic } from '@uniguide/domain/locales/ar';
import { messages as english } from '@uniguide/domain/locales/en';

/**
 * The server's user-facing messages in the request's language (decision 069). Services write their
 * messages in English, exactly as docs/product.md has them; at the error boundary (the tRPC error
 * formatter and the REST error reply) each is written again in the request's language by the
 * domain's `messageTranslator`. A message the catalog lacks stays English.
 */
const TRANSLATORS: Record<Exclude<Language, 'en'>, (message: string) => string> = {
  ar: messageTranslator(english, setupI18n({ locale: 'ar', messages: { ar: arabic } })),
};

/** One English message in `language`; the message itself when English or not in the catalog. */
export function translateMessage(message: string, language: Language): string {
  return language === 'en' ? message : TRANSLATORS[language](message);
}

/** The error shape of docs/product.md §8 with its message and each issue's in `language`. */
export function translateErrorBody(body: ErrorBody, language: Language): ErrorBody {
  if (language === 'en') return body;
  return {
    ...body,
    message: translateMessage(body.message, language),
    issues: body.issues.map((issue) => ({
      ...issue,
      message: translateMessage(issue.message, language),
    })),
  };
}
