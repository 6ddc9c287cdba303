/**
 * The document of an invoice or a receipt: a printable HTML page in Hebrew, right to left,
 * UTF-8. No PDF maker is installed; a browser prints this page to PDF as it is.
 */
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import type { InvoiceType } from '../../../db/schema';

export interface DocumentFacts {
  type: InvoiceType;
  number: number;
  customerName: string;
  customerNumber: string;
  service: string;
  credits: number;
  amount: number;
  vatMultiplier: number;
  total: number;
  paymentReference: string;
  paidAt: number;
}

const titles: Record<InvoiceType, string> = { invoice: 'חשבונית מס', receipt: 'קבלה' };
const serviceNames: Record<string, string> = { sms: 'מסרונים', overseas_sms: 'מסרונים לחו"ל', voice: 'הודעות קוליות', whatsapp: 'הודעות WhatsApp', emails: 'דיוור' };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const shekels = (n: number): string => `₪${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const documentFileName = (type: InvoiceType, number: number): string => `${type}-${number}.html`;

export function invoiceDocument(f: DocumentFacts): string {
  const vat = f.total - f.amount;
  const vatPercent = Math.round((f.vatMultiplier - 1) * 100);
  const lines = [
    ['תאריך', formatIsraelDateTime(f.paidAt)],
    ['לקוח', `${f.customerName} (${f.customerNumber})`],
    ['פריט', `${f.credits.toLocaleString('en-US')} ${serviceNames[f.service] ?? f.service}`],
    ['סכום לפני מע"מ', shekels(f.amount)],
    [`מע"מ ${vatPercent}%`, shekels(vat)],
    [f.type === 'receipt' ? 'סכום ששולם' : 'סה"כ לתשלום', shekels(f.total)],
    ...(f.paymentReference ? [['אסמכתת תשלום', f.paymentReference]] : []),
  ];
  return [
    '<!doctype html>',
    '<html lang="he" dir="rtl">',
    '<head><meta charset="utf-8">',
    `<title>${titles[f.type]} ${f.number}</title>`,
    '<style>body{font-family:Arial,sans-serif;margin:2em}table{border-collapse:collapse}td{border:1px solid #999;padding:.4em 1em}</style>',
    '</head>',
    '<body>',
    `<h1>${titles[f.type]} מספר ${f.number}</h1>`,
    '<table>',
    ...lines.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
