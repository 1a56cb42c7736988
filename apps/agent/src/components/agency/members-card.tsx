import { Trans } from '@lingui/react/macro';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHeadings,
  TableRow,
} from '@uniguide/ui';

import { MemberCards } from './member-cards';
import {
  MemberActions,
  MemberRole,
  MemberStatus,
  nameOf,
  type MemberListProps,
} from './member-parts';

/**
 * The agency's members; owners change roles, deactivate and reassign (never their own row). A table
 * from md up; on phones one card per member, so the counts and actions need no sideways scrolling.
 */
export function MembersCard({ members, isOwner, myId }: MemberListProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">
            <Trans>Members</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="hidden overflow-x-auto md:block">
        <Table>
          <TableHeadings
            columns={[
              { label: <Trans>Member</Trans> },
              { label: <Trans>Role</Trans> },
              { label: <Trans>Status</Trans> },
              isOwner && { label: <Trans>Students</Trans>, numeric: true },
              isOwner && { label: <Trans>Applications</Trans>, numeric: true },
              isOwner && { label: <Trans>Actions</Trans> },
            ]}
          />
          <TableBody>
            {members.map((member) => {
              const editable = isOwner && member.id !== myId;
              return (
                <TableRow key={member.id} data-testid={`member-${member.username}`}>
                  <TableCell>
                    {/* Long names and e-mails are cut, whole in the title, so the actions fit. */}
                    <div
                      dir="auto"
                      className="max-w-48 truncate font-medium"
                      title={nameOf(member)}
                    >
                      {nameOf(member)}
                    </div>
                    <bdi
                      className="block max-w-48 truncate text-xs text-muted-foreground"
                      title={member.username}
                    >
                      {member.username}
                    </bdi>
                  </TableCell>
                  <TableCell>
                    <MemberRole member={member} editable={editable} />
                  </TableCell>
                  <TableCell>
                    <MemberStatus member={member} />
                  </TableCell>
                  {isOwner ? (
                    <TableCell className="text-end">{member.studentCount}</TableCell>
                  ) : null}
                  {isOwner ? (
                    <TableCell className="text-end">{member.applicationCount}</TableCell>
                  ) : null}
                  {isOwner ? (
                    <TableCell>
                      {editable ? <MemberActions member={member} members={members} /> : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
      <CardContent className="md:hidden">
        <MemberCards members={members} isOwner={isOwner} myId={myId} />
      </CardContent>
    </Card>
  );
}
