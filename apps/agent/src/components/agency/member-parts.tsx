import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { AGENCY_ROLE_LABELS, AGENCY_ROLES, type AgencyRole } from '@uniguide/domain';
import { Badge, Button, toast } from '@uniguide/ui';
import { useState } from 'react';

import { SELECT_CLASS } from './invite-card';
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
    <select
      aria-label={`Role of ${nameOf(member)}`}
      className={SELECT_CLASS}
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
    </select>
  );
}

export function MemberStatus({ member }: { member: Member }) {
  return (
    <Badge variant={member.active ? 'success' : 'secondary'}>
      {member.active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** Hands a member's students and applications to another active member, in one step. */
function ReassignControl({ member, members }: { member: Member; members: Member[] }) {
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const others = members.filter((other) => other.id !== member.id && other.active);
  const [toUserId, setToUserId] = useState<number | ''>('');
  const reassign = useMutation(
    trpc.agency.reassign.mutationOptions({
      onSuccess: (moved) => {
        toast({
          title: 'Work reassigned',
          description: `${moved.students} students and ${moved.applications} applications moved.`,
        });
        setToUserId('');
        void refresh();
      },
      onError: failed('Reassignment failed'),
    }),
  );
  if (others.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <select
        aria-label={`Reassign ${nameOf(member)}'s work to`}
        className={SELECT_CLASS}
        value={toUserId}
        onChange={(event) => setToUserId(event.target.value ? Number(event.target.value) : '')}
      >
        <option value="">Reassign work to…</option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {nameOf(other)}
          </option>
        ))}
      </select>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={toUserId === '' || reassign.isPending}
        onClick={() => toUserId !== '' && reassign.mutate({ fromUserId: member.id, toUserId })}
      >
        Reassign
      </Button>
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
      <Button
        type="button"
        size="sm"
        variant={member.active ? 'destructive' : 'outline'}
        disabled={setActive.isPending}
        onClick={() => setActive.mutate({ userId: member.id, active: !member.active })}
      >
        {member.active ? 'Deactivate' : 'Reactivate'}
      </Button>
      <ReassignControl member={member} members={members} />
    </div>
  );
}
