/**
 * Row locks, written once for both stores: domain code asks for them with Kysely's own
 * `.forUpdate()` (and `.forUpdate(tables).skipLocked()`), and never needs to know which store it
 * runs on.
 *
 * - PostgreSQL locks the selected rows until the transaction ends.
 * - SQLite has no row locks and needs none: it has one writer at a time, and the store's single
 *   connection runs one transaction at a time (every write transaction starts with BEGIN
 *   IMMEDIATE). Its grammar has no FOR UPDATE, so the SQLite store's Kysely carries
 *   `SqliteRowLocks`, a plugin that drops the locking clauses from every SELECT before it is
 *   compiled (DISTINCT, the one non-locking select modifier, stays).
 */
import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectModifierNode,
  type SelectQueryNode,
  type UnknownRow,
} from 'kysely';

const LOCKING = new Set<SelectModifierNode['modifier']>(['ForUpdate', 'ForNoKeyUpdate', 'ForShare', 'ForKeyShare', 'NoWait', 'SkipLocked']);

function isLocking(node: SelectModifierNode): boolean {
  return node.modifier !== undefined && LOCKING.has(node.modifier);
}

class DropRowLocks extends OperationNodeTransformer {
  protected override transformSelectQuery(node: SelectQueryNode): SelectQueryNode {
    const transformed = super.transformSelectQuery(node);
    if (!transformed.endModifiers?.some(isLocking)) return transformed;
    const kept = transformed.endModifiers.filter((modifier) => !isLocking(modifier));
    return { ...transformed, endModifiers: kept.length > 0 ? kept : undefined };
  }
}

export class SqliteRowLocks implements KyselyPlugin {
  private readonly transformer = new DropRowLocks();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
