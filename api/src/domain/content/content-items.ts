import { type ProductFidelity } from '@studio/workflows/graph/product-fidelity';
import { type ContentImage, type ContentItem, type ContentLink } from '../../contract/content';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { Content } from '../models/content';
import { fileUrl } from './content-queries';

export class ContentNotFoundError extends DomainError {
  constructor() {
    super('content_not_found');
  }
}

type ImageFile = { key: string; width: number | null; height: number | null };

/** A content row with its images' files and its product's name, as ownContentQuery reads it. */
export type ContentRow = Content & {
  product_name: string | null;
  /** The snap its run ran (null for content made otherwise, or a snap since deleted). */
  snap_name: string | null;
  image_files: ImageFile[];
  /** Read for one item's page only: its run's fidelity gate records. */
  fidelities?: ProductFidelity[] | null;
  edited_from_item: ContentLink | null;
  edited_versions: ContentLink[];
  cutout_editable: boolean;
  source_file_key: string | null;
};

/**
 * One creator's content with each item's product name and images' files with their sizes (in
 * order), for listing or by id: one query, the images as a JSON list beside each row. A page is
 * read on every visit to the library, and each round trip to the database costs the API more
 * than the rest of the request (issue 16's `api` benchmark).
 */
export function ownContentQuery(db: Database, userId: string) {
  return Content.query(db)
    .modify('ownedBy', userId)
    .leftJoinRelated('product')
    .select(
      'content.*',
      'product.name as product_name',
      db.raw(
        `coalesce((select json_agg(json_build_object('key', ci.file_key, 'width', f.width, 'height', f.height) order by ci.position)
           from content_images ci left join files f on f.key = ci.file_key
           where ci.content_id = content.id), '[]') as image_files`,
      ),
      // The touch-up's links both ways, and whether a cut-out was kept to edit: each an
      // indexed look-up (executions.edited_from, content.execution_id, cutouts' key).
      db.raw(
        `(select json_build_object('id', s.id, 'name', s.name)
           from executions e join content s on s.id = e.edited_from
           where e.id = content.execution_id and s.removed_at is null) as edited_from_item`,
      ),
      db.raw(
        `coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name) order by v.created_at, v.id)
           from executions e join content v on v.execution_id = e.id
           where e.edited_from = content.id and v.removed_at is null), '[]') as edited_versions`,
      ),
      db.raw(
        `exists (select 1 from cutouts c where c.execution_id = content.execution_id) as cutout_editable`,
      ),
      // The run's input photo, for the before/after view (the primary key's look-up).
      db.raw(
        `(select e.input_file_key from executions e where e.id = content.execution_id) as source_file_key`,
      ),
      db.raw(
        `(select s.name from executions e join snaps s on s.id = e.snap_id where e.id = content.execution_id) as snap_name`,
      ),
    );
}

/** A row's images as the API answers them: each file's URL and size, in order. */
export function contentImages(row: Pick<ContentRow, 'image_files'>): ContentImage[] {
  return row.image_files.map((file) => ({
    url: fileUrl(file.key),
    width: file.width,
    height: file.height,
  }));
}

/** A row of ownContentQuery as the API answers it. */
export function toContentItem(row: ContentRow): ContentItem {
  return {
    id: row.id,
    name: row.name,
    title: contentTitle(row),
    type: row.type,
    contentUrls: row.image_files.map((file) => fileUrl(file.key)),
    images: contentImages(row),
    caption: row.caption,
    productId: row.product_id,
    productName: row.product_name,
    executionId: row.execution_id,
    sourceImageUrl: row.source_file_key ? fileUrl(row.source_file_key) : null,
    ...(row.fidelities === undefined ? {} : { productFidelity: weakest(row.fidelities ?? []) }),
    editedFrom: row.edited_from_item,
    editedVersions: row.edited_versions,
    cutoutEditable: row.cutout_editable,
    createdAt: row.created_at.toISOString(),
  };
}

/** What the library calls an item: its product and its snap, the snap alone, else its name. */
export function contentTitle(row: Pick<ContentRow, 'name' | 'product_name' | 'snap_name'>): string {
  const made = row.snap_name ?? row.name;
  return row.product_name ? `${row.product_name} · ${made}` : made;
}

/** The gate's verdict a creator most needs to know of: a restore before a pass. */
function weakest(records: ProductFidelity[]): ProductFidelity | null {
  const rank = (r: ProductFidelity) => r.score ?? 1;
  return records.reduce<ProductFidelity | null>(
    (worst, r) => (worst === null || rank(r) < rank(worst) ? r : worst),
    null,
  );
}

/** One of the creator's content items; someone else's answers the same 404 as a missing one. */
export async function findOwnContent(
  db: Database,
  userId: string,
  contentId: string,
): Promise<ContentItem> {
  const row = isUuid(contentId)
    ? await ownContentQuery(db, userId)
        .select(
          db.raw(
            `(select jsonb_path_query_array(e.node_states, '$.*.meta.fidelity')
               from executions e where e.id = content.execution_id) as fidelities`,
          ),
        )
        .where('content.id', contentId)
        .first()
        .castTo<ContentRow | undefined>()
    : undefined;
  if (!row) throw new ContentNotFoundError();
  return toContentItem(row);
}
