import type { FieldCondition, Filter, FindOptions } from '@pt/contracts';

/**
 * Translates the read stores' filter language (contracts `Filter`, a subset of MongoDB's) into a
 * SQLite WHERE clause over JSON documents, with MongoDB's meaning: comparisons only between values
 * of the same type, `$ne` / `$nin` also matching a missing field, `{ field: null }` matching a
 * missing field or null.
 */
export interface Sql {
  text: string;
  params: unknown[];
}

type Scalar = string | number | boolean | null;

const segment = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `$.a.b` for the field path `a.b`; `id` is its own column. */
export function jsonPath(field: string): string {
  const parts = field.split('.');
  if (!parts.every((p) => segment.test(p))) throw new Error(`Unsupported field name in a filter: ${JSON.stringify(field)}`);
  return `$.${parts.join('.')}`;
}

const valueOf = (field: string) => (field === 'id' ? 'id' : `json_extract(doc, '${jsonPath(field)}')`);
const typeOf = (field: string) => (field === 'id' ? `'text'` : `json_type(doc, '${jsonPath(field)}')`);

function bind(value: Scalar): unknown {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

/** The json_type values a scalar compares equal with. */
function jsonTypes(value: Scalar): string {
  if (typeof value === 'string') return `('text')`;
  if (typeof value === 'number') return `('integer','real')`;
  if (typeof value === 'boolean') return value ? `('true')` : `('false')`;
  return `('null')`;
}

function equals(field: string, value: Scalar, params: unknown[]): string {
  if (value === null) return `${valueOf(field)} IS NULL`;
  params.push(bind(value));
  // json_extract gives a JSON string as TEXT and every other value as something else, so a text
  // equality needs no type check (and an index answers it alone); numbers must not match booleans.
  if (typeof value === 'string') return `${valueOf(field)} = ?`;
  return `(${valueOf(field)} = ? AND ${typeOf(field)} IN ${jsonTypes(value)})`;
}

function compare(field: string, op: string, value: Scalar, params: unknown[]): string {
  if (value === null || typeof value === 'boolean') throw new Error(`${op} needs a number or a string`);
  params.push(value);
  return `(${valueOf(field)} ${op} ? AND ${typeOf(field)} IN ${jsonTypes(value)})`;
}

function condition(field: string, cond: FieldCondition, params: unknown[]): string {
  const parts: string[] = [];
  for (const [op, value] of Object.entries(cond)) {
    switch (op) {
      case '$eq':
        parts.push(equals(field, value as Scalar, params));
        break;
      case '$ne':
        // NULL (a missing field) must count as "not equal".
        parts.push(`NOT COALESCE(${equals(field, value as Scalar, params)}, 0)`);
        break;
      case '$in': {
        const list = value as Scalar[];
        parts.push(list.length ? `(${list.map((v) => equals(field, v, params)).join(' OR ')})` : '0');
        break;
      }
      case '$nin': {
        const list = value as Scalar[];
        if (list.length) parts.push(`NOT COALESCE(${list.map((v) => equals(field, v, params)).join(' OR ')}, 0)`);
        break;
      }
      case '$gt':
        parts.push(compare(field, '>', value as Scalar, params));
        break;
      case '$gte':
        parts.push(compare(field, '>=', value as Scalar, params));
        break;
      case '$lt':
        parts.push(compare(field, '<', value as Scalar, params));
        break;
      case '$lte':
        parts.push(compare(field, '<=', value as Scalar, params));
        break;
      case '$exists':
        parts.push(value ? `${typeOf(field)} IS NOT NULL` : `${typeOf(field)} IS NULL`);
        break;
      case '$regex':
        params.push(value, cond.$options === 'i' ? 'i' : '');
        parts.push(`regexp(?, ?, ${valueOf(field)})`);
        break;
      case '$options':
        break;
      case '$elemMatch': {
        const inner: unknown[] = [];
        const element = elementCondition(value as FieldCondition, inner);
        params.push(...inner);
        parts.push(`(${typeOf(field)} = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, '${jsonPath(field)}') AS e WHERE ${element}))`);
        break;
      }
      default:
        throw new Error(`Unsupported operator in a filter: ${op}`);
    }
  }
  return parts.length ? parts.join(' AND ') : '1';
}

/** A condition on the elements of an array of scalars (json_each's `e.value` and `e.type`). */
function elementCondition(cond: FieldCondition, params: unknown[]): string {
  const parts: string[] = [];
  for (const [op, value] of Object.entries(cond)) {
    const v = value as Scalar;
    const typed = (sqlOp: string) => {
      params.push(bind(v));
      return `(e.value ${sqlOp} ? AND e.type IN ${jsonTypes(v)})`;
    };
    if (op === '$eq') parts.push(v === null ? `e.type = 'null'` : typed('='));
    else if (op === '$ne') parts.push(`NOT ${v === null ? `e.type = 'null'` : typed('=')}`);
    else if (op === '$in') parts.push(`(${(value as Scalar[]).map((x) => elementCondition({ $eq: x }, params)).join(' OR ') || '0'})`);
    else if (op === '$gt') parts.push(typed('>'));
    else if (op === '$gte') parts.push(typed('>='));
    else if (op === '$lt') parts.push(typed('<'));
    else if (op === '$lte') parts.push(typed('<='));
    else if (op === '$regex') {
      params.push(value, cond.$options === 'i' ? 'i' : '');
      parts.push(`regexp(?, ?, e.value)`);
    } else if (op !== '$options') throw new Error(`Unsupported operator in $elemMatch: ${op}`);
  }
  return parts.length ? parts.join(' AND ') : '1';
}

export function where(filter: Filter, params: unknown[]): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$and' || key === '$or') {
      const clauses = (value as Filter[]).map((f) => `(${where(f, params)})`);
      if (clauses.length === 0) throw new Error(`${key} needs at least one filter`);
      parts.push(`(${clauses.join(key === '$and' ? ' AND ' : ' OR ')})`);
    } else if (key.startsWith('$')) {
      throw new Error(`Unsupported operator in a filter: ${key}`);
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      parts.push(condition(key, value as FieldCondition, params));
    } else if (Array.isArray(value)) {
      throw new Error(`Comparing ${key} with an array is not supported: use $in or $elemMatch`);
    } else {
      parts.push(equals(key, value as Scalar, params));
    }
  }
  return parts.length ? parts.join(' AND ') : '1';
}

export function orderBy(sort: FindOptions['sort']): string {
  if (!sort || Object.keys(sort).length === 0) return '';
  return ` ORDER BY ${Object.entries(sort)
    .map(([field, order]) => `${valueOf(field)} ${order === -1 ? 'DESC' : 'ASC'}`)
    .join(', ')}`;
}

export const indexExpression = (field: string) => valueOf(field);
