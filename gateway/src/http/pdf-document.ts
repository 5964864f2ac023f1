import path from 'node:path';
import { StreamableFile } from '@nestjs/common';
import PDFDocument from 'pdfkit';

export const PDF_MARGIN = 50;

/**
 * DejaVu Sans, shipped in gateway/assets/fonts (from src/ and dist/ alike): the PDF's built-in fonts lack the
 * rupee sign and other glyphs we print (an en dash between times was dropped), so every document embeds it.
 */
const FONTS_DIR = path.resolve(__dirname, '../../assets/fonts');
export const PDF_REGULAR = path.join(FONTS_DIR, 'DejaVuSans.ttf');
export const PDF_BOLD = path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf');

/** A document being drawn, and a bold label with its value beside it on one line. */
export interface PdfPage {
  doc: PDFKit.PDFDocument;
  row: (label: string, value: string) => void;
}

/**
 * Renders an A4 document the product sends (invoices, payout statements): `draw` writes the content under the
 * Lobby heading and the document's `title`; labels of `row` are `labelWidth` wide.
 */
export function renderPdf(
  title: string,
  heading: string,
  labelWidth: number,
  draw: (page: PdfPage) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info: { Title: title, Author: 'Lobby' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font(PDF_BOLD).text(label, PDF_MARGIN, y, { width: labelWidth });
    doc.font(PDF_REGULAR).text(value, PDF_MARGIN + labelWidth, y);
    doc.moveDown(0.3);
  };
  doc.font(PDF_BOLD).fontSize(22).text('Lobby');
  doc.fontSize(16).text(heading, { align: 'right' });
  doc.moveDown();
  doc.fontSize(11);
  draw({ doc, row });
  doc.end();
  return done;
}

/** The PDF as a download named `filename`. */
export function pdfDownload(bytes: Buffer, filename: string): StreamableFile {
  return new StreamableFile(bytes, {
    type: 'application/pdf',
    disposition: `attachment; filename="${filename}"`,
    length: bytes.length,
  });
}

/** "21 Nov 2026, 18:00 (Asia/Kolkata)": the zone is always named. */
export function zonedTime(iso: string, timeZone: string): string {
  return `${dateTimeFormat(timeZone).format(new Date(iso))} (${timeZone})`;
}

/** "21 Nov 2026, 18:00–19:00 (Asia/Kolkata)", the date repeated only when the range crosses midnight. */
export function zonedTimeRange(startIso: string, endIso: string, timeZone: string): string {
  return `${dateTimeFormat(timeZone).formatRange(new Date(startIso), new Date(endIso))} (${timeZone})`;
}

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
