import type { StatusTone } from '@uniguide/domain';

/** The fill of a bar standing for applications of a status, by the status's tone. */
export const STATUS_BAR_TONE: Readonly<Record<StatusTone, string>> = {
  neutral: 'bg-muted-foreground/50',
  info: 'bg-info',
  warning: 'bg-warning',
  success: 'bg-success',
  danger: 'bg-destructive',
};
