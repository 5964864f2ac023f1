import { Workbook } from 'exceljs';
import {
  GstLabels,
  MINOR_UNITS_PER_MAJOR,
  type PayoutDto,
  type PayoutLineDto,
  type PayoutSheetDto,
} from '@lobby/contracts';

/** The amount columns, in the order the sheet shows them. */
const AMOUNTS = [
  ['Gross', 'gross'],
  ['Platform fee', 'platformFee'],
  ['GST on fee', 'platformFeeGst'],
  ['TDS', 'tds'],
  ['Net', 'net'],
] as const;

/** The GST included in net on the streamer's own service (theirs to remit): a column only when a line has some. */
const SERVICE_GST = [GstLabels.staffPayoutLine, 'serviceGst'] as const;

type AmountColumn = (typeof AMOUNTS)[number] | typeof SERVICE_GST;

const amountColumnsOf = (payout: PayoutDto): readonly AmountColumn[] =>
  payout.lines.some((line) => line.serviceGst !== 0) ? [...AMOUNTS, SERVICE_GST] : AMOUNTS;

export const SHEET_NAME = 'Payout';
/** Dates are real dates (UTC), shown to the minute. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm "UTC"';
const PAID_AT_COLUMN = 5;
const FIRST_AMOUNT_COLUMN = 7;
export const TOTAL_LABEL = 'Total';

const major = (minor: number) => minor / MINOR_UNITS_PER_MAJOR;

/** "Sale" or "Refund"; a sandbox line (development only, no real money) says so: "Sandbox sale". */
export const lineLabel = (line: PayoutLineDto): string => {
  const kind = line.kind === 'reversal' ? 'Refund' : 'Sale';
  return line.sandbox ? `Sandbox ${kind.toLowerCase()}` : kind;
};

/**
 * The payout as an .xlsx sheet: a few header rows (streamer's name, masked bank account, currency, status, transfer), then one row per
 * line named by its order number, fan and dates (a refund carried from an earlier payout is a negative row) with
 * gross, fee, GST on the fee, TDS and net in major units of the currency (and, when the streamer charged GST on
 * their sessions, the GST included in net, theirs to remit), then the totals row. Totals are the payout's own
 * sums (exact in minor units), not spreadsheet formulas, so the file reads back the same anywhere.
 */
export async function payoutSheet(payout: PayoutDto): Promise<PayoutSheetDto> {
  const amounts = amountColumnsOf(payout);
  const workbook = new Workbook();
  workbook.created = new Date(payout.completedAt ?? payout.updatedAt);
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.addRow(['Payout', payout._id]);
  sheet.addRow(['Streamer', payout.streamerName]);
  sheet.addRow(['Bank account', payout.bankAccount ?? '']);
  sheet.addRow(['Currency', payout.currency]);
  sheet.addRow(['Status', payout.status]);
  sheet.addRow(['Transfer reference', payout.transferReference ?? '']);
  sheet.addRow(['Completed at', payout.completedAt ? new Date(payout.completedAt) : '']);
  sheet.addRow([]);
  const header = sheet.addRow([
    'Order',
    'Fan',
    'Line',
    'Title',
    'Paid at',
    'Refunded at',
    ...amounts.map(([label]) => label),
  ]);
  header.font = { bold: true };
  for (const line of payout.lines)
    sheet.addRow([
      line.orderNumber,
      line.fanName,
      lineLabel(line),
      line.title,
      new Date(line.paidAt),
      line.refundedAt ? new Date(line.refundedAt) : '',
      ...amounts.map(([, key]) => major(line[key])),
    ]);
  const totals = sheet.addRow([
    TOTAL_LABEL,
    '',
    `${payout.totals.orderCount} lines`,
    '',
    '',
    '',
    ...amounts.map(([, key]) => major(payout.totals[key])),
  ]);
  totals.font = { bold: true };
  for (let column = FIRST_AMOUNT_COLUMN; column < FIRST_AMOUNT_COLUMN + amounts.length; column++)
    sheet.getColumn(column).numFmt = '#,##0.00';
  for (const column of [PAID_AT_COLUMN, PAID_AT_COLUMN + 1]) {
    sheet.getColumn(column).numFmt = DATE_FORMAT;
    sheet.getColumn(column).width = 20;
  }
  sheet.getRow(7).getCell(2).numFmt = DATE_FORMAT;
  sheet.getColumn(1).width = 20;
  sheet.getColumn(2).width = 24;
  sheet.getColumn(4).width = 30;
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    fileName: `payout-${payout.currency}-${payout._id}.xlsx`,
    contentBase64: Buffer.from(buffer as ArrayBuffer).toString('base64'),
  };
}
