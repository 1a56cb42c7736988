import { Trans, useLingui } from '@lingui/react/macro';
import { LOGO_URL_INVALID, parseLogoUrl } from '@uniguide/domain';
import { ImageIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { FormField } from './form-field';
import { Input } from './input';
import { toast } from './use-toast';

export interface LogoSettingsDialogProps {
  /** Where the logo appears, for the dialog's description: 'the dashboard', 'the console header'. */
  placement: string;
  /** The custom logo now shown, or null for the default one (`useLogoSettings()` of the client). */
  logoUrl: string | null;
  /** Keeps an accepted (normalised http(s)) URL. */
  onSave: (url: string) => void;
  onRemove: () => void;
}

/**
 * Admins' logo settings (docs/product.md §3 "Dashboard layout"): enter an image URL, then save or remove it.
 * The logo is kept in this browser only; if it later fails to load, the app's logo forgets it.
 */
export function LogoSettingsDialog({
  placement,
  logoUrl: customLogo,
  onSave,
  onRemove,
}: LogoSettingsDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setValue(customLogo ?? '');
      setError(undefined);
    }
    setOpen(next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const url = parseLogoUrl(value);
    if (!url) {
      setError(LOGO_URL_INVALID);
      return;
    }
    onSave(url);
    setOpen(false);
    toast({ title: t`Logo updated`, description: t`The custom logo is shown in this browser.` });
  };

  const remove = () => {
    onRemove();
    setOpen(false);
    toast({ title: t`Logo removed`, description: t`The default logo is shown again.` });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {/* A visible label from sm up: an unlabelled picture icon did not say what it opens. */}
        <Button
          variant="ghost"
          className="px-2 sm:px-3"
          aria-label={t`Logo settings`}
          title={t`Logo settings`}
        >
          <ImageIcon className="size-5" aria-hidden="true" />
          <span className="hidden sm:inline">
            <Trans>Logo</Trans>
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={save} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              <Trans>Logo settings</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Show your own logo in {placement}. It is saved in this browser only.</Trans>
            </DialogDescription>
          </DialogHeader>
          <FormField
            id="custom-logo-url"
            label={t`Logo URL`}
            description={t`An image address starting with https:// (or http://).`}
            error={error}
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={t`https://example.com/logo.png`}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={remove} disabled={!customLogo}>
              <Trans>Remove</Trans>
            </Button>
            <Button type="submit">
              <Trans>Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
