/**
 * The guide shown above the reference at /docs and carried in the OpenAPI document's
 * `info.description`: docs/guide.md, docs/metrics.md and docs/catalogs.md, read once at start.
 * Links between those files become plain section names, since they sit on one page here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docs/ at the project root: two levels above src/http or dist/http. */
const DOCS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');

const SECTIONS = [
  { file: 'guide.md', title: null },
  { file: 'metrics.md', title: 'Metrics' },
  { file: 'catalogs.md', title: 'Catalogs' },
] as const;

const LINKED_SECTION: Readonly<Record<string, string>> = { 'metrics.md': '"Metrics" below', 'catalogs.md': '"Catalogs" below' };

function demoteHeadings(markdown: string): string {
  return markdown.replace(/^(#{1,5}) /gm, '#$1 ');
}

/** A deployment without docs/ (a copied dist/) still serves the reference, with a pointer instead. */
function readDoc(docsDir: string, file: string): string {
  try {
    return fs.readFileSync(path.join(docsDir, file), 'utf8');
  } catch {
    return `# ${file}\n\nThis section is docs/${file} in Meterline's repository.\n`;
  }
}

export function apiGuideMarkdown(docsDir: string = DOCS_DIR): string {
  const parts: string[] = [];
  for (const section of SECTIONS) {
    let text = readDoc(docsDir, section.file);
    text = text.replace(/\[([^\]]+)\]\(([a-z]+\.md)\)/g, (_match, label: string, target: string) => LINKED_SECTION[target] ?? label);
    // The guide's own title is the document's; the others become its sections.
    text = section.title === null ? text.replace(/^# .*\n+/, '') : demoteHeadings(text);
    parts.push(text.trim());
  }
  return parts.join('\n\n');
}
