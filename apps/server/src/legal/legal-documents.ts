export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  slug: 'terms-and-conditions' | 'privacy-statement';
  title: string;
  effective: string;
  sections: LegalSection[];
}

const company = 'Kira Pte. Ltd.';

export const termsAndConditions: LegalDocument = {
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  effective: '1 November 2026',
  sections: [
    {
      heading: '1. Who we are and what these terms cover',
      paragraphs: [
        `Kira is an online service for quotations, invoices, delivery orders, receipts, purchase orders, expenses and statements of account, provided by ${company}, a company incorporated in Singapore ("Kira", "we", "us"). These terms apply to every company account ("Company") and every person who signs in to it ("User").`,
        'By creating an account or using the service you accept these terms on behalf of yourself and of the Company you act for.',
      ],
    },
    {
      heading: '2. Accounts and access',
      paragraphs: [
        "Each User signs in with their own e-mail address and password and must keep them confidential. A Company's administrators decide which Users belong to it and what each department level lets them see and do; the Company is responsible for what its Users do in its account.",
        "You must give accurate information, including your Company's legal name and Unique Entity Number (UEN), and keep it current.",
      ],
    },
    {
      heading: '3. Plans, prices and cancellation',
      paragraphs: [
        'Each Company chooses one plan. A plan has one price for the Company, however many Users it has. Plan limits are shown on the plan selection page before you choose.',
        'You may cancel a paid plan at any time; it then continues until the end of the period already paid for and is not renewed. Prices are in Singapore dollars and include GST where it applies.',
      ],
    },
    {
      heading: '4. Your data',
      paragraphs: [
        'The business records you put into Kira belong to your Company. We process them only to provide the service, as our Privacy Statement describes. You can export your records at any time, including after cancelling, for at least 90 days.',
        'You remain responsible for the correctness of your documents and tax filings, including GST returns to IRAS. Kira calculates totals and GST by published rules but does not give tax or legal advice.',
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: [
        'Do not use Kira to break the law, to send unsolicited messages, to issue false invoices, to probe or disrupt the service, or to reach data of a Company you do not belong to.',
        'We may suspend an account that puts the service or other customers at risk, and will tell you why unless the law prevents it.',
      ],
    },
    {
      heading: '6. Availability and changes',
      paragraphs: [
        'We work to keep Kira available and your data safe, with regular backups, but the service is provided as it is and may occasionally be interrupted for maintenance.',
        "We may change these terms; we will give at least 30 days' notice of a material change by e-mail or in the app.",
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'To the extent the law allows, our total liability in any twelve months is limited to the fees your Company paid us in that period, and we are not liable for indirect or consequential loss.',
      ],
    },
    {
      heading: '8. Governing law and contact',
      paragraphs: [
        'These terms are governed by the laws of Singapore, and the courts of Singapore have exclusive jurisdiction.',
        'Questions about these terms: legal@kira.sg.',
      ],
    },
  ],
};

export const privacyStatement: LegalDocument = {
  slug: 'privacy-statement',
  title: 'Privacy Statement',
  effective: '1 November 2026',
  sections: [
    {
      heading: '1. Our commitment',
      paragraphs: [
        `${company} handles personal data in line with Singapore's Personal Data Protection Act 2012 (PDPA). This statement explains what we collect, why, and the choices you have.`,
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: [
        'Account data: your name, e-mail address, job title, password (stored only as a salted hash) and the companies you belong to.',
        "Business records your Company enters: contacts, products, documents and payments. For these we act on the Company's instructions as a data intermediary.",
        'Technical data: sign-in times, IP addresses and the actions taken in an account, kept in an audit log so that Companies can see who changed what.',
      ],
    },
    {
      heading: '3. Why we use it',
      paragraphs: [
        'To provide and secure the service, to send the e-mails you ask for (verification, password reset, documents to your customers), to bill paid plans and to answer support requests.',
        'We do not sell personal data and do not use your business records for advertising.',
      ],
    },
    {
      heading: '4. Who we share it with',
      paragraphs: [
        'Only with service providers that host, back up or deliver e-mail for Kira under contracts that protect the data, and with authorities where Singapore law requires it.',
      ],
    },
    {
      heading: '5. Where it is kept and for how long',
      paragraphs: [
        "Data is stored on servers in Singapore. Business records are kept while the Company's account is open and for 90 days after it closes, unless the Company asks for earlier deletion; accounting records the law requires a business to keep (five years) remain the Company's responsibility to export.",
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'You may ask to access or correct your personal data and withdraw consent for uses that are not needed to provide the service. Write to our Data Protection Officer at privacy@kira.sg; we answer within 30 days.',
      ],
    },
  ],
};

export const legalDocuments = [termsAndConditions, privacyStatement] as const;
