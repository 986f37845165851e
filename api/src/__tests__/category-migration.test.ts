import { createEmptyTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { migrateToLatest, migrateUpTo } from '../db/migrate';
import { seedBuiltIns } from '../db/seed';

const CATEGORIES = '20261125020000_categories';
const MIGRATIONS = { directory: `${__dirname}/../db/migrations`, loadExtensions: ['.ts'] };

let database: TestDatabase;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
});
afterAll(() => database.drop());

// The snaps as they were before categories had rows: a text each, in any case, one blank.
const before = [
  { name: 'White', category: 'Packshots', is_active: true },
  { name: 'Black', category: 'Packshots', is_active: false },
  { name: 'Flat', category: 'Lifestyle', is_active: true },
  { name: 'Natural', category: 'lifestyle', is_active: true },
  { name: 'Splash', category: 'Creative', is_active: true },
  { name: 'Nameless', category: '  ', is_active: true },
];

describe(`migration ${CATEGORIES}`, () => {
  it("keeps every existing snap's category, and down gives the text back", async () => {
    const { db } = database;
    await migrateUpTo(db, CATEGORIES);
    expect(await db.schema.hasTable('categories')).toBe(false);
    await db('snaps').insert(before.map((snap) => ({ ...snap, tags: ['t'] })));

    await migrateToLatest(db);

    // One category per distinct text (whatever its case; a blank one is General), by name.
    const categories = await db('categories').orderBy('position').select('name', 'position');
    expect(categories).toEqual([
      { name: 'Creative', position: 1 },
      { name: 'General', position: 2 },
      { name: 'Lifestyle', position: 3 },
      { name: 'Packshots', position: 4 },
    ]);
    const after = await db('snaps as s')
      .join('categories as c', 'c.id', 's.category_id')
      .orderBy('s.name')
      .select('s.name', 'c.name as category', 's.is_active', 's.position');
    expect(after).toEqual([
      { name: 'Black', category: 'Packshots', is_active: false, position: 1 },
      { name: 'Flat', category: 'Lifestyle', is_active: true, position: 1 },
      { name: 'Nameless', category: 'General', is_active: true, position: 1 },
      { name: 'Natural', category: 'Lifestyle', is_active: true, position: 2 },
      { name: 'Splash', category: 'Creative', is_active: true, position: 1 },
      { name: 'White', category: 'Packshots', is_active: true, position: 2 },
    ]);
    expect(await db.schema.hasColumn('snaps', 'category')).toBe(false);

    // The seed finds the built-ins' categories whatever their case, and makes only those missing.
    await db('categories').where({ name: 'Packshots' }).update({ name: 'PACKSHOTS' });
    await seedBuiltIns(db);
    const seeded = await db('snaps as s')
      .join('categories as c', 'c.id', 's.category_id')
      .whereIn('s.name', ['White Packshot', 'Water Splash'])
      .orderBy('s.name')
      .select('s.name', 'c.name as category');
    expect(seeded).toEqual([
      { name: 'Water Splash', category: 'Creative' },
      { name: 'White Packshot', category: 'PACKSHOTS' },
    ]);
    // Only Studio was missing (the studio snaps' category): no second Packshots.
    expect((await db('categories').pluck('name')).sort()).toEqual([
      'Creative',
      'General',
      'Lifestyle',
      'PACKSHOTS',
      'Studio',
    ]);

    // Down, to just before: the text column is back with each snap's category name.
    while ((await completed(db)).includes(`${CATEGORIES}.ts`)) await db.migrate.down(MIGRATIONS);
    expect(await db.schema.hasTable('categories')).toBe(false);
    const restored = await db('snaps').whereIn('name', ['Natural', 'White', 'Nameless']);
    expect(Object.fromEntries(restored.map((s) => [s.name, s.category]))).toEqual({
      Natural: 'Lifestyle',
      White: 'PACKSHOTS',
      Nameless: 'General',
    });
  });
});

async function completed(db: TestDatabase['db']): Promise<string[]> {
  const [done] = (await db.migrate.list(MIGRATIONS)) as [Array<{ name: string }>, unknown];
  return done.map((migration) => migration.name);
}
