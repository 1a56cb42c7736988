import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useFormatters, useTRPC } from '@uniguide/client';
import { AGENCY_ROLES, type AgencyRole, type PublicUser } from '@uniguide/domain';
import { Badge, cn, ConfirmAction, NativeSelect, OptionSelect, toast } from '@uniguide/ui';
import { useState } from 'react';

import { useFailed, useRefreshAgency } from './use-agency';

/** The domain's AGENCY_ROLE_LABELS, in the page's language. */
export const AGENCY_ROLE_MESSAGES: Record<AgencyRole, MessageDescriptor> = {
  owner: msg`Owner`,
  counsellor: msg`Counsellor`,
};

export type Member = Pick<PublicUser, 'id' | 'username' | 'firstName' | 'lastName' | 'active'> & {
  agencyRole: AgencyRole;
  studentCount: number | null;
  applicationCount: number | null;
};

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
  const { t } = useLingui();
  const failed = useFailed();
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const setRole = useMutation(
    trpc.agency.setRole.mutationOptions({
      onSuccess: () => {
        toast({ title: t`Role updated` });
        void refresh();
      },
      onError: failed(t`Role change failed`),
    }),
  );
  if (!editable) return t(AGENCY_ROLE_MESSAGES[member.agencyRole]);
  const name = nameOf(member);
  return (
    <NativeSelect
      aria-label={t`Role of ${name}`}
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
          {t(AGENCY_ROLE_MESSAGES[role])}
        </option>
      ))}
    </NativeSelect>
  );
}

export function MemberStatus({ member }: { member: Member }) {
  const { t } = useLingui();
  return (
    <Badge variant={member.active ? 'success' : 'secondary'}>
      {member.active ? t`Active` : t`Inactive`}
    </Badge>
  );
}

/** "2 students and 1 application", what a reassignment moves, in the page's language. */
export function useWorkText() {
  const { t } = useLingui();
  const format = useFormatters();
  return (students: number, applications: number): string => {
    const studentCount = format.count(students);
    const applicationCount = format.count(applications);
    const studentText = t({
      message: plural(students, {
        one: `${studentCount} student`,
        other: `${studentCount} students`,
      }),
    });
    const applicationText = t({
      message: plural(applications, {
        one: `${applicationCount} application`,
        other: `${applicationCount} applications`,
      }),
    });
    return t`${studentText} and ${applicationText}`;
  };
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
    <OptionSelect
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => onChange(next ? Number(next) : undefined)}
      aria-label={label}
      size={size}
      className={cn('min-w-0', className)}
      placeholder={placeholder}
      options={members.map((member) => ({
        value: String(member.id),
        label: (
          <span dir="auto" className="block max-w-64 truncate" title={nameOf(member)}>
            {nameOf(member)}
          </span>
        ),
      }))}
    />
  );
}

/**
 * Hands all of a member's students (with their applications) to another active member, in one
 * step, after a confirmation that names what moves and to whom.
 */
function ReassignControl({ member, members }: { member: Member; members: Member[] }) {
  const { t } = useLingui();
  const failed = useFailed();
  const workText = useWorkText();
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const others = members.filter((other) => other.id !== member.id && other.active);
  const [toUserId, setToUserId] = useState<number | undefined>(undefined);
  const reassign = useMutation(
    trpc.agency.reassign.mutationOptions({
      onSuccess: (moved) => {
        const movedWork = workText(moved.students, moved.applications);
        toast({
          title: t`Work reassigned`,
          description: t`${movedWork} moved.`,
        });
        setToUserId(undefined);
        void refresh();
      },
      onError: failed(t`Reassignment failed`),
    }),
  );
  if (others.length === 0) return null;
  const receiver = others.find((other) => other.id === toUserId);
  const from = nameOf(member);
  const work = workText(member.studentCount ?? 0, member.applicationCount ?? 0);
  const to = receiver ? nameOf(receiver) : '';
  return (
    <div className="flex items-center gap-2">
      <MemberSelect
        members={others}
        value={toUserId}
        onChange={setToUserId}
        label={t`Reassign ${from}'s work to`}
        placeholder={t`Reassign work to…`}
        size="sm"
        className="w-40"
      />
      <ConfirmAction
        type="button"
        size="sm"
        variant="outline"
        label={t`Reassign`}
        disabled={receiver === undefined}
        pending={reassign.isPending}
        heading={t`Reassign ${from}'s work?`}
        description={
          receiver ? t`${from}'s ${work} (with their documents and commissions) move to ${to}.` : ''
        }
        confirmLabel={t`Move ${work}`}
        onConfirm={() =>
          receiver && reassign.mutate({ fromUserId: member.id, toUserId: receiver.id })
        }
      />
    </div>
  );
}

/** The owner's buttons for another member: deactivate or reactivate, and reassign their work. */
export function MemberActions({ member, members }: { member: Member; members: Member[] }) {
  const { t } = useLingui();
  const failed = useFailed();
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const setActive = useMutation(
    trpc.agency.setMemberActive.mutationOptions({
      onSuccess: (user) => {
        toast({ title: user.active ? t`Member reactivated` : t`Member deactivated` });
        void refresh();
      },
      onError: failed(t`Status change failed`),
    }),
  );
  const name = nameOf(member);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {member.active ? (
        <ConfirmAction
          type="button"
          size="sm"
          variant="destructive-outline"
          label={t`Deactivate`}
          pending={setActive.isPending}
          heading={t`Deactivate ${name}?`}
          description={t`They are signed out at once and cannot sign in again until you reactivate them. Their students and applications stay with them until you reassign them.`}
          confirmVariant="destructive"
          onConfirm={() => setActive.mutate({ userId: member.id, active: false })}
        />
      ) : (
        <ConfirmAction
          type="button"
          size="sm"
          variant="outline"
          label={t`Reactivate`}
          pending={setActive.isPending}
          heading={t`Reactivate ${name}?`}
          description={t`They can sign in again and work on their students.`}
          onConfirm={() => setActive.mutate({ userId: member.id, active: true })}
        />
      )}
      <ReassignControl member={member} members={members} />
    </div>
  );
}
