import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useSession, useTRPC } from '@uniguide/client';
import { countNoun } from '@uniguide/domain';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmAction,
  toast,
} from '@uniguide/ui';
import { useState } from 'react';

import { MemberSelect, nameOf } from '../../../agency/member-parts';
import { fullName } from '../shared/full-name';
import type { StudentProfile } from '../shared/types';

/**
 * An owner's card on a student's page: who looks after the student, and a move of this one student
 * (with their applications, documents and commissions) to another active member, after a
 * confirmation that names what moves and to whom. Nothing renders for a counsellor.
 */
export function StudentCounsellorCard({ student }: { student: StudentProfile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isOwner = useSession().data?.agencyRole === 'owner';
  const agency = useQuery({ ...trpc.agency.mine.queryOptions(), enabled: isOwner });
  const [toUserId, setToUserId] = useState<number | undefined>(undefined);
  const assign = useMutation(
    trpc.agency.assignStudent.mutationOptions({
      onSuccess: async (_moved, input) => {
        const receiver = agency.data?.members.find((member) => member.id === input.toUserId);
        toast({
          title: 'Student reassigned',
          description: `${fullName(student)} and ${countNoun(student.applications.length, 'application')} moved to ${receiver ? nameOf(receiver) : 'the new counsellor'}.`,
        });
        setToUserId(undefined);
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: 'Reassignment failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
  if (!isOwner || agency.data?.myRole !== 'owner') return null;
  const members = agency.data.members;
  const current = members.find((member) => member.id === student.counsellorId);
  const others = members.filter((member) => member.active && member.id !== student.counsellorId);
  const receiver = others.find((member) => member.id === toUserId);
  const name = fullName(student);
  const moves = `${name} and ${countNoun(student.applications.length, 'application')}`;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>Counsellor</h2>
        </CardTitle>
        <CardDescription className="break-words">
          {current ? nameOf(current) : 'A former member'} looks after this student.
        </CardDescription>
      </CardHeader>
      {others.length > 0 ? (
        <CardContent className="grid gap-3">
          <MemberSelect
            members={others}
            value={toUserId}
            onChange={setToUserId}
            label={`Reassign ${name} to`}
            placeholder="Reassign to…"
            className="w-full"
          />
          <ConfirmAction
            type="button"
            variant="outline"
            label="Reassign"
            disabled={receiver === undefined}
            pending={assign.isPending}
            heading={`Reassign ${name}?`}
            description={
              receiver
                ? `${moves} (with their documents and commissions) move from ${current ? nameOf(current) : 'their counsellor'} to ${nameOf(receiver)}.`
                : ''
            }
            confirmLabel={`Move to ${receiver ? nameOf(receiver) : '…'}`}
            onConfirm={() =>
              receiver && assign.mutate({ studentId: student.id, toUserId: receiver.id })
            }
          />
        </CardContent>
      ) : null}
    </Card>
  );
}
