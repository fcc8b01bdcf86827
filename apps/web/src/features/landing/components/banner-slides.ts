import type { ComponentType } from 'react';
import { DashboardIllustration } from './illustrations/dashboard-illustration.tsx';
import { InvoiceIllustration } from './illustrations/invoice-illustration.tsx';

export interface BannerSlide {
  /** Describes the image to screen readers. */
  label: string;
  caption: string;
  Illustration: ComponentType;
}

export const bannerSlides: BannerSlide[] = [
  {
    label: 'An invoice with a PayNow QR code, in front of a Singapore shophouse',
    caption: 'Invoices with GST and a PayNow QR, sent in a minute',
    Illustration: InvoiceIllustration,
  },
  {
    label: 'The Kira dashboard with twelve months of revenue and a PayNow payment arriving',
    caption: 'See who owes you, what came in and where the money went',
    Illustration: DashboardIllustration,
  },
];
