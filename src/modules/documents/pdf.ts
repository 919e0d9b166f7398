/**
 * A billing document as a PDF (pdfkit): the words and numbers of text.ts, laid out on A4 like the
 * hosted invoice page: the company and the heading, the notice, who it is billed and shipped to
 * beside the facts, the lines, the totals, the memo and footer; on every page the signature and
 * the page number, and in test mode a TEST watermark.
 *
 * Deterministic: the same document gives the same bytes. The PDF's CreationDate is the document's
 * own (issued, else created), the standard fonts are not embedded, and pdfkit derives the file id
 * from the document info, so nothing in the file depends on when or where it was rendered.
 */
import PDFDocument from 'pdfkit';
import type { BillingDocument } from './model.js';
import { documentText, type DocumentText } from './text.js';
import { printable } from './winAnsi.js';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const INK = '#1a1f36';
const MUTED = '#5e6577';
const RULE = '#e3e6ee';
const NOTICE_COLORS = { ok: '#1b7f4b', warn: '#a15c00', bad: '#b42318' } as const;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** The PDF of `doc`, in memory. */
export function renderDocumentPdf(doc: BillingDocument): Promise<Buffer> {
  const text = documentText(doc);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: text.title,
      Author: text.companyName,
      Creator: 'Meterline',
      Producer: 'Meterline (PDFKit)',
      CreationDate: new Date(doc.issuedAt ?? doc.createdAt),
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  header(pdf, text);
  parties(pdf, text);
  lines(pdf, text);
  totals(pdf, text);
  closing(pdf, text);
  everyPage(pdf, text);
  pdf.end();
  return done;
}

/** The file name of a document's PDF: its number, anything but letters, digits, `.`, `_` and `-` made `-`. */
export function pdfFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
}

const right = (pdf: Pdf) => pdf.page.width - MARGIN;
const bottom = (pdf: Pdf) => pdf.page.height - MARGIN;

/** Starts a new page unless `height` more points fit on this one. */
function room(pdf: Pdf, height: number): void {
  if (pdf.y + height > bottom(pdf)) pdf.addPage();
}

/**
 * One line of text ending at `x` (right-aligned), without wrapping. With `fit`, a value wider than
 * `fit.width` at the current `fit.size` is printed smaller, so it stays in its column.
 */
function rightAligned(pdf: Pdf, value: string, x: number, y: number, fit?: { width: number; size: number }): void {
  const shown = printable(value);
  const width = pdf.widthOfString(shown);
  if (fit && width > fit.width) pdf.fontSize((fit.size * fit.width) / width);
  pdf.text(shown, x - pdf.widthOfString(shown), y, { lineBreak: false });
  if (fit) pdf.fontSize(fit.size);
}

function header(pdf: Pdf, text: DocumentText): void {
  const top = pdf.y;
  pdf.font(BOLD).fontSize(14).fillColor(INK).text(printable(text.companyName), MARGIN, top, { width: 235 });
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED);
  for (const line of text.companyAddress) pdf.text(printable(line), { width: 235 });
  const leftEnd = pdf.y;
  pdf.font(BOLD).fontSize(18).fillColor(INK);
  rightAligned(pdf, text.heading, right(pdf), top, { width: 250, size: 18 });
  pdf.font(REGULAR).fontSize(10).fillColor(MUTED);
  rightAligned(pdf, text.statusLabel, right(pdf), top + 24);
  if (text.amountDue !== null) {
    pdf.fillColor(INK);
    rightAligned(pdf, `Amount due ${text.amountDue}`, right(pdf), top + 38);
  }
  pdf.y = Math.max(leftEnd, top + 52) + 12;
  if (text.notice) {
    pdf.font(REGULAR).fontSize(10).fillColor(NOTICE_COLORS[text.notice.kind]).text(printable(text.notice.text), MARGIN, pdf.y, { width: right(pdf) - MARGIN });
    pdf.y += 10;
  }
}

/** Billed to, ship to and the facts, side by side. */
function parties(pdf: Pdf, text: DocumentText): void {
  const top = pdf.y;
  const block = (x: number, width: number, title: string, rows: string[]) => {
    pdf.font(BOLD).fontSize(10).fillColor(INK).text(title, x, top, { width });
    pdf.font(REGULAR).fontSize(10);
    for (const row of rows) pdf.text(printable(row), x, pdf.y, { width });
    return pdf.y;
  };
  const ends = [top];
  if (text.billedTo) {
    const { name, email, address } = text.billedTo;
    ends.push(block(MARGIN, 160, 'Billed to', [name, email, ...address].filter((row): row is string => Boolean(row))));
  }
  if (text.shipTo.length > 0) ends.push(block(MARGIN + 170, 130, 'Ship to', text.shipTo));
  const labelX = right(pdf) - 200;
  pdf.y = top;
  for (const [label, value] of text.facts) {
    const y = pdf.y;
    pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(printable(label), labelX, y, { lineBreak: false });
    pdf.fillColor(INK).text(printable(value), labelX + 90, y, { width: 110 });
    pdf.y = Math.max(pdf.y, y + 13);
  }
  ends.push(pdf.y);
  pdf.y = Math.max(...ends) + 16;
  if (text.description) {
    pdf.font(REGULAR).fontSize(10).fillColor(INK).text(printable(text.description), MARGIN, pdf.y, { width: right(pdf) - MARGIN });
    pdf.y += 12;
  }
}

/** The table's numeric columns, right edges from the page's right margin. */
function columns(pdf: Pdf, text: DocumentText) {
  const amount = right(pdf);
  const tax = amount - 80;
  const unitPrice = text.lineTax ? tax - 70 : tax;
  const quantity = unitPrice - 85;
  return { quantity, unitPrice, tax: text.lineTax ? tax : null, amount, descriptionWidth: quantity - 60 - MARGIN };
}

function tableHeader(pdf: Pdf, text: DocumentText): void {
  const at = columns(pdf, text);
  const y = pdf.y;
  pdf.font(BOLD).fontSize(8).fillColor(MUTED);
  pdf.text('DESCRIPTION', MARGIN, y, { lineBreak: false });
  rightAligned(pdf, 'QTY', at.quantity, y);
  rightAligned(pdf, 'UNIT PRICE', at.unitPrice, y);
  if (at.tax !== null) rightAligned(pdf, 'TAX', at.tax, y);
  rightAligned(pdf, 'AMOUNT', at.amount, y);
  pdf.moveTo(MARGIN, y + 14).lineTo(right(pdf), y + 14).lineWidth(0.5).strokeColor(RULE).stroke();
  pdf.y = y + 20;
}

function lines(pdf: Pdf, text: DocumentText): void {
  const at = columns(pdf, text);
  room(pdf, 60);
  tableHeader(pdf, text);
  if (text.lines.length === 0) {
    pdf.font(REGULAR).fontSize(10).fillColor(MUTED).text('No line items.', MARGIN, pdf.y);
    pdf.y += 8;
    return;
  }
  for (const line of text.lines) {
    pdf.font(REGULAR).fontSize(10);
    const description = printable(line.description);
    const height = pdf.heightOfString(description, { width: at.descriptionWidth }) + (line.period ? 12 : 0) + 10;
    if (pdf.y + height > bottom(pdf)) {
      pdf.addPage();
      tableHeader(pdf, text);
    }
    const y = pdf.y;
    pdf.font(REGULAR).fontSize(10).fillColor(INK);
    rightAligned(pdf, line.quantity, at.quantity, y, { width: 55, size: 10 });
    rightAligned(pdf, line.unitPrice, at.unitPrice, y, { width: 80, size: 10 });
    if (at.tax !== null) rightAligned(pdf, line.tax, at.tax, y, { width: 65, size: 10 });
    rightAligned(pdf, line.amount, at.amount, y, { width: 75, size: 10 });
    pdf.text(description, MARGIN, y, { width: at.descriptionWidth });
    if (line.period) pdf.fontSize(8).fillColor(MUTED).text(printable(line.period), MARGIN, pdf.y + 1, { width: at.descriptionWidth });
    const end = pdf.y + 5;
    pdf.moveTo(MARGIN, end).lineTo(right(pdf), end).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.y = end + 6;
  }
}

function totals(pdf: Pdf, text: DocumentText): void {
  const rows: [string, string, boolean][] = [
    ['Subtotal', text.subtotal, false],
    ...(text.discount ? [['Discount', text.discount, false] as [string, string, boolean]] : []),
    ...(text.tax ? [[text.taxLabel, text.tax, false] as [string, string, boolean]] : []),
    ['Total', text.total, true],
    ...(text.amountDue !== null ? [['Amount due', text.amountDue, false] as [string, string, boolean]] : []),
  ];
  room(pdf, rows.length * 18 + 16);
  const labelX = right(pdf) - 220;
  pdf.y += 6;
  for (const [label, value, grand] of rows) {
    if (grand) {
      pdf.moveTo(labelX, pdf.y).lineTo(right(pdf), pdf.y).lineWidth(1.5).strokeColor(INK).stroke();
      pdf.y += 5;
    }
    const y = pdf.y;
    pdf.font(grand ? BOLD : REGULAR).fontSize(grand ? 12 : 10).fillColor(INK);
    pdf.text(label, labelX, y, { lineBreak: false });
    rightAligned(pdf, value, right(pdf), y);
    pdf.y = y + (grand ? 20 : 16);
  }
  pdf.y += 10;
}

function closing(pdf: Pdf, text: DocumentText): void {
  const width = right(pdf) - MARGIN;
  if (text.memo) {
    room(pdf, 40);
    pdf.font(BOLD).fontSize(10).fillColor(INK).text('Memo', MARGIN, pdf.y, { width });
    pdf.font(REGULAR).text(printable(text.memo), MARGIN, pdf.y + 2, { width });
    pdf.y += 12;
  }
  if (text.footer) {
    room(pdf, 24);
    pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(printable(text.footer), MARGIN, pdf.y, { width });
  }
}

/** On each page: the TEST watermark (test mode), the signature and "Page i of n", in the bottom margin. */
function everyPage(pdf: Pdf, text: DocumentText): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    if (text.testMode) {
      const { width, height } = pdf.page;
      pdf.save();
      pdf.rotate(-35, { origin: [width / 2, height / 2] });
      pdf.font(BOLD).fontSize(150).fillColor('#b42318').fillOpacity(0.1);
      pdf.text('TEST', width / 2 - pdf.widthOfString('TEST') / 2, height / 2 - 60, { lineBreak: false });
      pdf.restore();
    }
    const y = pdf.page.height - MARGIN + 18;
    pdf.font(REGULAR).fontSize(8).fillColor(MUTED).fillOpacity(1);
    pdf.text(printable(text.signature), MARGIN, y, { lineBreak: false });
    rightAligned(pdf, `Page ${index - start + 1} of ${count}`, right(pdf), y);
  }
}
