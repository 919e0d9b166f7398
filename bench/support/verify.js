// What the store holds after a leg: every acknowledged usage_id stored, and no event drawn from a
// wallet more (or less) than it was charged.
import Database from 'better-sqlite3';
import pg from 'pg';

function chunks(items, size) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function withDb(databaseUrl, work) {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    try {
      return await work({ all: (sql, params) => db.prepare(sql.replace(/in \(\$1::text\[\]\)/g, 'in (select value from json_each(?))')).all(...params.map((p) => (Array.isArray(p) ? JSON.stringify(p) : p))) });
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work({ all: async (sql, params) => (await client.query(sql.replace(/in \(\$1::text\[\]\)/g, '= any($1::text[])'), params)).rows });
  } finally {
    await client.end();
  }
}

/** How many of the acknowledged usage ids are stored. */
export async function storedEvents(databaseUrl, acknowledged) {
  return withDb(databaseUrl, async (db) => {
    let found = 0;
    for (const chunk of chunks(acknowledged, 500)) found += Number((await db.all('select count(*) as n from events where id in ($1::text[])', [chunk]))[0].n);
    return { found };
  });
}

/** Acknowledged events whose usage draws differ from their charges (0 when none was charged twice). */
export async function chargedTwice(databaseUrl, acknowledged) {
  return withDb(databaseUrl, async (db) => {
    let wrong = 0;
    for (const chunk of chunks(acknowledged, 500)) {
      const rows = await db.all(
        'select e.id, (select count(*) from event_charges c where c.event_id = e.id) as charges, ' +
          "(select count(*) from ledger_entries l where l.event_id = e.id and l.kind = 'usage' and l.grant_id is not null) as draws " +
          'from events e where e.id in ($1::text[])',
        [chunk],
      );
      // Each event has two charges (two fees) and, with ample grants, one draw: a doubled event would show more.
      wrong += rows.filter((r) => Number(r.charges) !== 2 || Number(r.draws) !== 1).length;
    }
    return wrong;
  });
}
