import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { AGENCY_ROLE_LABELS, AGENCY_ROLES, countNoun, type AgencyRole } from '@uniguide/domain';
import {
  Badge,
  cn,
  ConfirmAction,
  NativeSelect,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
} from '@uniguide/ui';
import { useState } from 'react';

import { failed, useRefreshAgency } from './use-agency';

export interface Member {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  agencyRole: AgencyRole;
  active: boolean;
  studentCount: number | null;
  applicationCount: number | null;
}

/** What the members table and the phone cards both take. */
export interface MemberListProps {
  members: Member[];
  isOwner: boolean;
  myId: number;
}

export function nameOf(member: Member): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
}

/** The member's role: a select the owner changes it with (`editable`), otherwise its label. */
export function MemberRole({ member, editable }: { member: Member; editable: boolean }) {
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const setRole = useMutation(
    trpc.agency.setRole.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Role updated' });
        void refresh();
      },
      onError: failed('Role change failed'),
    }),
  );
  if (!editable) return AGENCY_ROLE_LABELS[member.agencyRole];
  return (
    <NativeSelect
      aria-label={`Role of ${nameOf(member)}`}
      className="min-w-36"
      value={member.agencyRole}
      onChange={(event) =>
        setRole.mutate({
          userId: member.id,
          agencyRole: event.target.value as AgencyRole,
        })
      }
    >
      {AGENCY_ROLES.map((role) => (
        <option key={role} value={role}>
          {AGENCY_ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}

export function MemberStatus({ member }: { member: Member }) {
  return (
    <Badge variant={member.active ? 'success' : 'secondary'}>
      {member.active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** "2 students and 1 application", what a reassignment moves. */
export function workText(students: number, applications: number): string {
  return `${countNoun(students, 'student')} and ${countNoun(applications, 'application')}`;
}

/**
 * A pick of one member, by name (long names truncated, the whole name in the tooltip): where work
 * moves to, for a whole member's work or one student's.
 */
export function MemberSelect({
  members,
  value,
  onChange,
  label,
  placeholder,
  size,
  className,
}: {
  members: Member[];
  value: number | undefined;
  onChange: (memberId: number | undefined) => void;
  label: string;
  placeholder: string;
  size?: 'sm';
  className?: string;
}) {
  return (
    <Select
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => onChange(next ? Number(next) : undefined)}
    >
      <SelectTrigger aria-label={label} size={size} className={cn('min-w-0', className)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {members.map((member) => (
          <SelectItem key={member.id} value={String(member.id)}>
            <span className="block max-w-64 truncate" title={nameOf(member)}>
              {nameOf(member)}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Hands all of a member's students (with their applications) to another active member, in one
 * step, after a confirmation that names what moves and to whom.
 */
function ReassignControl({ member, members }: { member: Member; members: Member[] }) {
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const others = members.filter((other) => other.id !== member.id && other.active);
  const [toUserId, setToUserId] = useState<number | undefined>(undefined);
  const reassign = useMutation(
    trpc.agency.reassign.mutationOptions({
      onSuccess: (moved) => {
        toast({
          title: 'Work reassigned',
          description: `${workText(moved.students, moved.applications)} moved.`,
        });
        setToUserId(undefined);
        void refresh();
      },
      onError: failed('Reassignment failed'),
    }),
  );
  if (others.length === 0) return null;
  const receiver = others.find((other) => other.id === toUserId);
  const from = nameOf(member);
  const work = workText(member.studentCount ?? 0, member.applicationCount ?? 0);
  return (
    <div className="flex items-center gap-2">
      <MemberSelect
        members={others}
        value={toUserId}
        onChange={setToUserId}
        label={`Reassign ${from}'s work to`}
        placeholder="Reassign work to…"
        size="sm"
        className="w-40"
      />
      <ConfirmAction
        type="button"
        size="sm"
        variant="outline"
        label="Reassign"
        disabled={receiver === undefined}
        pending={reassign.isPending}
        heading={`Reassign ${from}'s work?`}
        description={
          receiver
            ? `${from}'s ${work} (with their documents and commissions) move to ${nameOf(receiver)}.`
            : ''
        }
        confirmLabel={`Move ${work}`}
        onConfirm={() =>
          receiver && reassign.mutate({ fromUserId: member.id, toUserId: receiver.id })
        }
      />
    </div>
  );
}

/** The owner's buttons for another member: deactivate or reactivate, and reassign their work. */
export function MemberActions({ member, members }: { member: Member; members: Member[] }) {
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const setActive = useMutation(
    trpc.agency.setMemberActive.mutationOptions({
      onSuccess: (user) => {
        toast({ title: user.active ? 'Member reactivated' : 'Member deactivated' });
        void refresh();
      },
      onError: failed('Status change failed'),
    }),
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {member.active ? (
        <ConfirmAction
          type="button"
          size="sm"
          variant="destructive-outline"
          label="Deactivate"
          pending={setActive.isPending}
          heading={`Deactivate ${nameOf(member)}?`}
          description="They are signed out at once and cannot sign in again until you reactivate them. Their students and applications stay with them until you reassign them."
          confirmVariant="destructive"
          onConfirm={() => setActive.mutate({ userId: member.id, active: false })}
        />
      ) : (
        <ConfirmAction
          type="button"
          size="sm"
          variant="outline"
          label="Reactivate"
          pending={setActive.isPending}
          heading={`Reactivate ${nameOf(member)}?`}
          description="They can sign in again and work on their students."
          onConfirm={() => setActive.mutate({ userId: member.id, active: true })}
        />
      )}
      <ReassignControl member={member} members={members} />
    </div>
  );
}
