import { type Database } from '../database';
import { Product } from '../models/product';
import { resolveOwnFileUrls } from '../storage/own-file-urls';
import { insertProduct, replaceProductImages } from './product-writes';

/**
 * The draft rule: URL analysis keeps what it found as the creator's draft product for that page
 * (its address after redirects), one draft per creator and page. Analysing the page again
 * replaces the draft's fields and images; saving it (create-from-url) makes it active. Drafts
 * never appear in the product list.
 */
export async function saveAnalysisDraft(
  db: Database,
  userId: string,
  analysis: { name: string; description: string; sourceUrl: string; fileKeys: string[] },
): Promise<Product> {
  return db.transaction(async (trx) => {
    // An upsert on the partial unique index: two analyses of one page at once still make one draft.
    const { rows } = await trx.raw<{ rows: Product[] }>(
      `insert into products (user_id, name, description, status, source_url)
       values (?, ?, ?, 'draft', ?)
       on conflict (user_id, source_url) where status = 'draft'
       do update set name = excluded.name, description = excluded.description, updated_at = now()
       returning *`,
      [userId, analysis.name, analysis.description, analysis.sourceUrl],
    );
    const draft = Product.fromDatabaseJson(rows[0]!);
    draft.images = await replaceProductImages(trx, draft.id, analysis.fileKeys);
    return draft;
  });
}

/**
 * create-from-url: activates the creator's draft for `sourceUrl` with the reviewed fields (its
 * images stay unless `imageUrls` is given), or creates a product when there is no draft.
 */
export async function saveProductFromUrl(
  db: Database,
  userId: string,
  fields: { name: string; description: string; sourceUrl: string; imageUrls?: string[] },
): Promise<Product> {
  return db.transaction(async (trx) => {
    const fileKeys = fields.imageUrls && (await resolveOwnFileUrls(trx, userId, fields.imageUrls));
    const draft = await Product.query(trx)
      .findOne({ user_id: userId, source_url: fields.sourceUrl, status: 'draft' })
      .withGraphFetched('images(ordered)')
      .forUpdate();
    if (!draft) {
      return insertProduct(trx, userId, {
        name: fields.name,
        description: fields.description,
        sourceUrl: fields.sourceUrl,
        fileKeys: fileKeys ?? [],
      });
    }
    const saved = await Product.query(trx).patchAndFetchById(draft.id, {
      name: fields.name,
      description: fields.description,
      status: 'active',
      updated_at: trx.fn.now(),
    });
    saved.images = fileKeys ? await replaceProductImages(trx, draft.id, fileKeys) : draft.images;
    return saved;
  });
}
