import request from 'supertest';
import { type createApp } from '@studio/api/app';

/** A snap as the public list (`GET /api/snaps`) shows it, found by name. */
export async function publishedSnap(
  app: ReturnType<typeof createApp>,
  name: string,
): Promise<{ id: string; name: string; cost: number }> {
  const snaps = (await request(app.callback()).get('/api/snaps').expect(200)).body as {
    id: string;
    name: string;
    cost: number;
  }[];
  const snap = snaps.find((s) => s.name === name);
  if (!snap) throw new Error(`No published snap is named ${name}`);
  return snap;
}
