import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { AGENCY_ROLE_LABELS, AGENCY_ROLES, type AgencyRole } from '@uniguide/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@uniguide/ui';
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

function nameOf(member: Member): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
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

/** The agency's members; owners change roles, deactivate and reassign (never their own row). */
export function MembersCard({
  members,
  isOwner,
  myId,
}: {
  members: Member[];
  isOwner: boolean;
  myId: number;
}) {
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
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Members</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Member</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              {isOwner ? <TableHead className="text-right">Students</TableHead> : null}
              {isOwner ? <TableHead className="text-right">Applications</TableHead> : null}
              {isOwner ? <TableHead>Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {members.map((member) => {
              const editable = isOwner && member.id !== myId;
              return (
                <TableRow key={member.id} data-testid={`member-${member.username}`}>
                  <TableCell>
                    <div className="font-medium">{nameOf(member)}</div>
                    <div className="text-xs text-muted-foreground">{member.username}</div>
                  </TableCell>
                  <TableCell>
                    {editable ? (
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
                    ) : (
                      AGENCY_ROLE_LABELS[member.agencyRole]
                    )}
                  </TableCell>
                  <TableCell>
                    <Badge variant={member.active ? 'success' : 'secondary'}>
                      {member.active ? 'Active' : 'Inactive'}
                    </Badge>
                  </TableCell>
                  {isOwner ? (
                    <TableCell className="text-right">{member.studentCount}</TableCell>
                  ) : null}
                  {isOwner ? (
                    <TableCell className="text-right">{member.applicationCount}</TableCell>
                  ) : null}
                  {isOwner ? (
                    <TableCell>
                      {editable ? (
                        <div className="flex flex-wrap items-center gap-2">
                          <Button
                            type="button"
                            size="sm"
                            variant={member.active ? 'destructive' : 'outline'}
                            disabled={setActive.isPending}
                            onClick={() =>
                              setActive.mutate({ userId: member.id, active: !member.active })
                            }
                          >
                            {member.active ? 'Deactivate' : 'Reactivate'}
                          </Button>
                          <ReassignControl member={member} members={members} />
                        </div>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
