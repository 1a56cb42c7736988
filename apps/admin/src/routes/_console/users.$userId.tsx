import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../components/users/user-detail-page';
import { parseId } from '../../lib/parse-id';

export const Route = createFileRoute('/_console/users/$userId')({
  component: UserRoute,
});

function UserRoute() {
  const { userId } = Route.useParams();
  const currentUserId = Route.useRouteContext({ select: (context) => context.user.id });
  return <UserDetailPage userId={parseId(userId)} currentUserId={currentUserId} />;
}
