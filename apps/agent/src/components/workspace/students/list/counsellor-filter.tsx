import { Trans } from '@lingui/react/macro';
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@uniguide/ui';

const ALL = 'all';

export interface CounsellorOption {
  id: number;
  name: string;
}

/** An owner's Students list: every member's students, or one member's (filtered by the server). */
export function CounsellorFilter({
  members,
  value,
  onChange,
}: {
  members: readonly CounsellorOption[];
  value: number | undefined;
  onChange: (counsellor: number | undefined) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="students-counsellor-filter" className="shrink-0">
        <Trans>Counsellor</Trans>
      </Label>
      <Select
        value={value === undefined ? ALL : String(value)}
        onValueChange={(next) => onChange(next === ALL ? undefined : Number(next))}
      >
        <SelectTrigger id="students-counsellor-filter" className="w-full min-w-0 sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>
            <Trans>All members</Trans>
          </SelectItem>
          {members.map((member) => (
            <SelectItem key={member.id} value={String(member.id)}>
              <span dir="auto" className="block max-w-72 truncate" title={member.name}>
                {member.name}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
