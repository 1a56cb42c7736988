import { useLingui } from '@lingui/react/macro';
import type { Language } from '@uniguide/domain';
import { LanguagesIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';

/** Each language by its own name, in its own script: a reader finds theirs whatever the page shows. */
const OTHER_LANGUAGE: Record<Language, { language: Language; name: string }> = {
  en: { language: 'ar', name: 'العربية' },
  ar: { language: 'en', name: 'English' },
};

export interface LanguageSwitchProps {
  language: Language;
  changeLanguage: (language: Language) => Promise<void>;
  className?: string;
}

/**
 * The switch between English and Arabic on every page: it names the other language, and choosing it
 * shows the same page in that language (no navigation; the choice is kept for later visits).
 */
export function LanguageSwitch({ language, changeLanguage, className }: LanguageSwitchProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const other = OTHER_LANGUAGE[language];
  const otherName = other.name;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('gap-1.5', className)}
      aria-label={t`Show this page in ${otherName}`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void changeLanguage(other.language).finally(() => setBusy(false));
      }}
    >
      <LanguagesIcon aria-hidden="true" className="size-4" />
      <span lang={other.language} dir="auto">
        {other.name}
      </span>
    </Button>
  );
}
