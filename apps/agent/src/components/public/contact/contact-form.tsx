import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CircleCheckBigIcon, SendIcon } from 'lucide-react';
import {
  deferredResolver,
  errorIssues,
  errorMessage,
  useTextForm,
  useTRPC,
} from '@uniguide/client';
import type { ContactInput } from '@uniguide/domain';
import { Button, FormField, Input, Spinner, Textarea, toast } from '@uniguide/ui';

// The rules (zod and the schema) are fetched when the visitor starts typing, or at the latest on submit.
const loadValidation = () => import('./contact-validation');
const resolver = deferredResolver<ContactInput, unknown, ContactInput>(
  async () => (await loadValidation()).contactResolver,
);

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const FIELDS = new Set<string>(Object.keys(EMPTY));

export function ContactForm() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  // /contact is a first page: its form goes without react-hook-form (decision 084).
  const form = useTextForm<ContactInput, ContactInput>({ resolver, defaultValues: EMPTY });
  const { errors } = form;

  const send = useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: () => {
        form.reset(EMPTY);
        setSent(true);
      },
      onError: (error) => {
        // The server re-checks the same schema; its field messages belong next to the fields.
        for (const issue of errorIssues(error)) {
          if (FIELDS.has(issue.path)) {
            form.setError(issue.path as keyof ContactInput, { message: issue.message });
          }
        }
        toast({
          title: t`Message not sent`,
          description: errorMessage(error, t`Your message could not be sent. Please try again.`),
          variant: 'destructive',
        });
      },
    }),
  );

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="grid justify-items-center gap-4 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheckBigIcon className="size-7" aria-hidden="true" />
        </span>
        {/* The domain's CONTACT_THANK_YOU: "Thank You!" is the heading, the rest the paragraph. */}
        <h2 ref={thanksRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          <Trans>Thank You!</Trans>
        </h2>
        <p className="max-w-sm text-muted-foreground">
          <Trans>Your message has been sent successfully. We'll get back to you soon.</Trans>
        </p>
        <Button
          variant="outline"
          onClick={() => {
            setSent(false);
            send.reset();
            // Wait for the form to mount again before moving focus into it.
            setTimeout(() => form.setFocus('name'), 0);
          }}
        >
          <Trans>Send Another Message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      onInput={() => void loadValidation()}
      className="grid gap-5"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        <Trans>Send us a message</Trans>
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t`Name`} required error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField id="contact-email" label={t`Email`} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <FormField id="contact-subject" label={t`Subject`} required error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField id="contact-message" label={t`Message`} required error={errors.message?.message}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-fit">
        {send.isPending ? (
          <>
            <Spinner aria-hidden="true" />
            <Trans>Sending...</Trans>
          </>
        ) : (
          <>
            <SendIcon aria-hidden="true" />
            <Trans>Send Message</Trans>
          </>
        )}
      </Button>
    </form>
  );
}
