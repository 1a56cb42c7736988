import type { ApiClient } from '../lib/api-client';
import { pick, seededRandom } from './random';
import { sleep, think, type LoadWorld } from './world';

interface ListedApplication {
  id: number;
  status: string;
}

/**
 * One admin until the deadline: lists submitted applications (with search and sort), moves its share of them
 * to under-review, and reads the dashboard counters. Admin `index` only moves ids ≡ index (mod admins), so two
 * admins never change the same application at once.
 */
export async function adminLoop(
  world: LoadWorld,
  admin: ApiClient,
  index: number,
  admins: number,
): Promise<void> {
  const random = seededRandom(10_000 + index);
  const { recorder } = world;
  await sleep(random() * world.rampMs);
  while (Date.now() < world.deadline) {
    const roll = random();
    if (roll < 0.15) {
      await recorder.step('admin stats', () => admin.get('/api/admin/stats'));
    } else if (roll < 0.35) {
      const search = encodeURIComponent(pick(random, ['student', 'load', 'bench']));
      await recorder.step('admin search applications', () =>
        admin.get(`/api/admin/applications?search=${search}&sort=updatedAt&limit=20`),
      );
    } else {
      const listed = await recorder.step('admin list applications', () =>
        admin.get<ListedApplication[]>(
          '/api/admin/applications?status=submitted&sort=updatedAt&limit=50',
        ),
      );
      const mine = (listed?.body ?? []).filter(
        (item) => item.id % admins === index && item.status === 'submitted',
      );
      const target = mine[0];
      if (target) {
        const changed = await recorder.step('admin change status', () =>
          admin.patch(`/api/admin/applications/${target.id}/status`, {
            status: 'under-review',
            notes: 'Picked up by the load test',
          }),
        );
        if (changed) world.counters.statusChanges++;
      }
    }
    await think(world, random);
  }
}
