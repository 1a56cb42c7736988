import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useFormatters, useSession, useTRPC } from '@uniguide/client';
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
  const { t } = useLingui();
  const format = useFormatters();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const name = fullName(student);
  const applicationCount = student.applications.length;
  const count = format.count(applicationCount);
  const moves = t({
    message: plural(applicationCount, {
      one: `${name} and ${count} application`,
      other: `${name} and ${count} applications`,
    }),
  });
  const isOwner = useSession().data?.agencyRole === 'owner';
  const agency = useQuery({ ...trpc.agency.mine.queryOptions(), enabled: isOwner });
  const [toUserId, setToUserId] = useState<number | undefined>(undefined);
  const assign = useMutation(
    trpc.agency.assignStudent.mutationOptions({
      onSuccess: async (_moved, input) => {
        const receiver = agency.data?.members.find((member) => member.id === input.toUserId);
        toast({
          title: t`Student reassigned`,
          description: receiver
            ? t`${moves} moved to ${nameOf(receiver)}.`
            : t`${moves} moved to the new counsellor.`,
        });
        setToUserId(undefined);
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: t`Reassignment failed`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  if (!isOwner || agency.data?.myRole !== 'owner') return null;
  const members = agency.data.members;
  const current = members.find((member) => member.id === student.counsellorId);
  const others = members.filter((member) => member.active && member.id !== student.counsellorId);
  const receiver = others.find((member) => member.id === toUserId);
  const from = current ? nameOf(current) : undefined;
  const to = receiver ? nameOf(receiver) : undefined;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t`Counsellor`}</h2>
        </CardTitle>
        <CardDescription className="break-words">
          {from
            ? t`${from} looks after this student.`
            : t`A former member looks after this student.`}
        </CardDescription>
      </CardHeader>
      {others.length > 0 ? (
        <CardContent className="grid gap-3">
          <MemberSelect
            members={others}
            value={toUserId}
            onChange={setToUserId}
            label={t`Reassign ${name} to`}
            placeholder={t`Reassign to…`}
            className="w-full"
          />
          <ConfirmAction
            type="button"
            variant="outline"
            label={t`Reassign`}
            disabled={receiver === undefined}
            pending={assign.isPending}
            heading={t`Reassign ${name}?`}
            description={
              to === undefined
                ? ''
                : from
                  ? t`${moves} (with their documents and commissions) move from ${from} to ${to}.`
                  : t`${moves} (with their documents and commissions) move from their counsellor to ${to}.`
            }
            confirmLabel={to ? t`Move to ${to}` : t`Move to …`}
            onConfirm={() =>
              receiver && assign.mutate({ studentId: student.id, toUserId: receiver.id })
            }
          />
        </CardContent>
      ) : null}
    </Card>
  );
}
