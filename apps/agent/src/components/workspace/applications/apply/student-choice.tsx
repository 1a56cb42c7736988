import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@uniguide/ui';
import { UserPlusIcon, UsersIcon } from 'lucide-react';

export type StudentMode = 'new' | 'existing';

const OPTIONS = [
  {
    value: 'new',
    label: msg`New student`,
    hint: msg`Enter the details; the student is added to your students.`,
    icon: UserPlusIcon,
  },
  {
    value: 'existing',
    label: msg`Existing student`,
    hint: msg`Choose one of your students; the form fills in from the profile.`,
    icon: UsersIcon,
  },
] as const;

/** The apply form's first question: a new student, or one the agent has applied for before. */
export function StudentChoice({
  value,
  onChange,
  disabled,
}: {
  value: StudentMode;
  onChange: (mode: StudentMode) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="sr-only">
        <Trans>Who is the application for?</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const checked = value === option.value;
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
                'has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50',
                checked ? 'border-primary bg-primary/5' : 'hover:bg-muted/40',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="apply-student-mode"
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-2 text-sm font-medium">
                  <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                  {t(option.label)}
                </span>
                <span className="text-xs text-muted-foreground">{t(option.hint)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
