// Which tables' and indexes' pages a stretch of SQLite writes dirtied (`BENCH_WAL_PAGES=1 npm run
// bench:pipeline`). The log is read as it lies on disk: a 32-byte header, then frames of a 24-byte
// header (the page number, and for a commit's last frame the database size) and one page. Every
// page a commit changed is one frame of it, written again by the checkpoint, so pages per commit
// are what a batch costs SQLite's log; `dbstat` names the B-tree each page belongs to.
import fs from 'node:fs';

/** Frames per event by B-tree name, over the commits in `file`'s log; `connection` is open on `file`. */
export function walPagesByTable(file, connection, eventsPerCommit) {
  const log = fs.readFileSync(`${file}-wal`);
  const pageSize = log.readUInt32BE(8);
  const frameSize = 24 + pageSize;
  const owners = new Map(connection.prepare('select name, pageno from dbstat').raw(true).all().map(([name, page]) => [page, name]));
  const byName = new Map();
  let commits = 0;
  let pages = new Set();
  for (let offset = 32; offset + frameSize <= log.length; offset += frameSize) {
    pages.add(log.readUInt32BE(offset));
    if (log.readUInt32BE(offset + 4) === 0) continue;
    commits += 1;
    for (const page of pages) {
      const name = owners.get(page) ?? '(freelist or new)';
      byName.set(name, (byName.get(name) ?? 0) + 1);
    }
    pages = new Set();
  }
  const events = commits * eventsPerCommit;
  const perEvent = [...byName].map(([name, count]) => ({ name, pages: count / events })).sort((a, b) => b.pages - a.pages);
  return { commits, pagesPerEvent: perEvent.reduce((sum, row) => sum + row.pages, 0), perEvent };
}
