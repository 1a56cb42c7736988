import { Trans, useLingui } from '@lingui/react/macro';
import {
  MemberActions,
  MemberRole,
  MemberStatus,
  nameOf,
  type MemberListProps,
} from './member-parts';

/** Phones: the members table's content as one card per member, the owner's actions included. */
export function MemberCards({ members, isOwner, myId }: MemberListProps) {
  const { t } = useLingui();
  return (
    <ul className="divide-y" aria-label={t`Members`}>
      {members.map((member) => {
        const editable = isOwner && member.id !== myId;
        return (
          <li
            key={member.id}
            className="grid gap-3 py-4 first:pt-0 last:pb-0"
            data-testid={`member-card-${member.username}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words">{nameOf(member)}</p>
                <p className="text-xs break-all text-muted-foreground">
                  <bdi>{member.username}</bdi>
                </p>
              </div>
              <MemberStatus member={member} />
            </div>
            <dl className="grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-3 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Role</Trans>
                </dt>
                <dd>
                  <MemberRole member={member} editable={editable} />
                </dd>
              </div>
              {isOwner ? (
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">
                    <Trans>Students</Trans>
                  </dt>
                  <dd className="tabular-nums">{member.studentCount}</dd>
                </div>
              ) : null}
              {isOwner ? (
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">
                    <Trans>Applications</Trans>
                  </dt>
                  <dd className="tabular-nums">{member.applicationCount}</dd>
                </div>
              ) : null}
            </dl>
            {editable ? <MemberActions member={member} members={members} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
