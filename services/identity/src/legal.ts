/**
 * A small, valid one-page PDF of text lines (Helvetica, WinAnsi: keep to Latin-1 text), for the legal
 * documents the login page links. Generated at request time, so no binary sits in the repository.
 */
export const textPdf = (title: string, lines: readonly string[]): Buffer => {
  const escape = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 20 Tf 72 720 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Spend identity) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

export const LEGAL_DOCUMENTS: Record<string, { title: string; lines: string[] }> = {
  'card-member-agreement.pdf': {
    title: 'Spend - Card Member Agreement',
    lines: [
      'Cards are issued to you by your company for its business expenses only.',
      'Spend controls (limits, dates, merchant categories) set by your company apply to every purchase.',
      'Report a lost or stolen card at once: block it in Spend, and its status becomes LOST_STOLEN.',
      'Keep receipts and complete each transaction\'s details as your company asks.',
      'Your company may suspend or close your card at any time.',
    ],
  },
  'terms-of-use.pdf': {
    title: 'Spend - Terms of Use',
    lines: [
      'These terms govern your use of Spend, the spend-management service of your company.',
      'You may use Spend only for your company\'s business and within the roles it gives you.',
      'Keep your password secret; every action is recorded under your name in an audit trail.',
      'Card numbers are shown only to people allowed to see them, and each reveal is recorded.',
      'Your company administrator can archive your access at any time.',
    ],
  },
  'privacy-policy.pdf': {
    title: 'Spend - Privacy Policy',
    lines: [
      'Spend keeps your name, email, title and the transactions made with cards issued to you.',
      'Your company is the controller of this data; Spend processes it on its behalf.',
      'Card numbers are encrypted at rest and never written to logs or reports.',
      'History is kept as an append-only record so that auditors can replay what happened.',
      'Ask your company administrator to see or correct the data held about you.',
    ],
  },
};
