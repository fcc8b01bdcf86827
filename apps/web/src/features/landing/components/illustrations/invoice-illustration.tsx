import { useMemo } from 'react';
import { QR_GRID_SIZE, qrPatternPath } from './qr-pattern.ts';

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

function ShuttersWindow({ x }: { x: number }) {
  return (
    <g transform={`translate(${x} 112)`}>
      <path d="M0 62V18a18 18 0 0 1 36 0v44z" fill="#fdf3e4" stroke="#b5563f" strokeWidth="3" />
      <path d="M4 60V20a14 14 0 0 1 28 0v40z" fill="#98d9d0" />
      <path d="M18 6v54M4 34h28" stroke="#fdf3e4" strokeWidth="2" />
      <rect x="-10" y="18" width="9" height="44" rx="1.5" fill="#0b6c62" />
      <rect x="37" y="18" width="9" height="44" rx="1.5" fill="#0b6c62" />
      <rect x="-4" y="64" width="44" height="5" rx="1" fill="#b5563f" />
    </g>
  );
}

function Shophouse() {
  const stripes = Array.from({ length: 10 }, (_, i) => i);
  return (
    <g>
      <rect x="30" y="92" width="200" height="230" fill="#f7cdbd" />
      <path d="M22 92h216l-10-18H32z" fill="#b5563f" />
      <path d="M96 74l34-22 34 22z" fill="#d9775d" />
      <circle cx="130" cy="66" r="6" fill="#fdf3e4" />
      <rect x="22" y="90" width="216" height="6" fill="#8f3f2d" />
      <ShuttersWindow x={52} />
      <ShuttersWindow x={112} />
      <ShuttersWindow x={172} />
      <rect x="48" y="190" width="164" height="20" rx="3" fill="#0f1f2e" />
      <text
        x="130"
        y="204"
        textAnchor="middle"
        fontFamily={font}
        fontSize="11"
        fontWeight="700"
        letterSpacing="1.5"
        fill="#fdcd5a"
      >
        TAN &amp; CO. TRADING
      </text>
      <g>
        {stripes.map((i) => (
          <rect
            key={i}
            x={30 + i * 20}
            y="214"
            width="20"
            height="22"
            fill={i % 2 === 0 ? '#0e8276' : '#ffffff'}
          />
        ))}
        {stripes.map((i) => (
          <circle
            key={i}
            cx={40 + i * 20}
            cy="236"
            r="10"
            fill={i % 2 === 0 ? '#0e8276' : '#ffffff'}
          />
        ))}
      </g>
      <rect x="30" y="246" width="200" height="76" fill="#fdf3e4" />
      <rect x="44" y="256" width="52" height="50" rx="2" fill="#c8ebe6" />
      <rect x="164" y="256" width="52" height="50" rx="2" fill="#c8ebe6" />
      <path d="M50 290h40M50 280h28M170 290h40M170 280h22" stroke="#0b6c62" strokeWidth="4" />
      <rect x="108" y="256" width="44" height="66" rx="2" fill="#0b6c62" />
      <circle cx="144" cy="292" r="2.5" fill="#fdcd5a" />
      <rect x="28" y="246" width="8" height="76" fill="#e9b6a2" />
      <rect x="224" y="246" width="8" height="76" fill="#e9b6a2" />
      <circle cx="20" cy="300" r="14" fill="#1a978a" />
      <circle cx="10" cy="290" r="10" fill="#37ad9f" />
      <rect x="8" y="304" width="22" height="18" rx="3" fill="#b5563f" />
    </g>
  );
}

function InvoiceLine({
  y,
  label,
  amount,
  bold = false,
}: {
  y: number;
  label: string;
  amount: string;
  bold?: boolean;
}) {
  const weight = bold ? 700 : 400;
  return (
    <g fontFamily={font} fontSize={bold ? 12 : 10.5} fill="#0f1f2e" fontWeight={weight}>
      <text x="16" y={y}>
        {label}
      </text>
      <text x="200" y={y} textAnchor="end">
        {amount}
      </text>
    </g>
  );
}

function Invoice() {
  const qrScale = 60 / QR_GRID_SIZE;
  // Drawn when the banner renders, not while the page's code loads: on the prerendered page
  // that is during hydration, which runs in slices (landing-page.tsx).
  const qrPath = useMemo(() => qrPatternPath(), []);
  return (
    <g transform="translate(238 40) rotate(3 108 140)">
      <rect x="4" y="8" width="216" height="282" rx="10" fill="#0f1f2e" opacity="0.14" />
      <rect width="216" height="282" rx="10" fill="#ffffff" />
      <rect width="216" height="46" rx="10" fill="#0b6c62" />
      <rect y="36" width="216" height="10" fill="#0b6c62" />
      <text x="16" y="29" fontFamily={font} fontSize="17" fontWeight="800" fill="#ffffff">
        INVOICE
      </text>
      <text x="200" y="28" textAnchor="end" fontFamily={font} fontSize="10" fill="#e7f6f4">
        I26KM6Hp-1233
      </text>
      <text x="16" y="66" fontFamily={font} fontSize="9" fill="#52677d">
        BILL TO
      </text>
      <text x="16" y="80" fontFamily={font} fontSize="11" fontWeight="700" fill="#0f1f2e">
        Lim Catering Pte. Ltd.
      </text>
      <text x="16" y="93" fontFamily={font} fontSize="9.5" fill="#3d5166">
        UEN 201912345R · due in 14 days
      </text>
      <path d="M16 104h184" stroke="#e3e9ef" strokeWidth="1.5" />
      <InvoiceLine y={121} label="Catering, 40 pax" amount="1,000.00" />
      <InvoiceLine y={138} label="Delivery and set-up" amount="200.00" />
      <path d="M16 148h184" stroke="#e3e9ef" strokeWidth="1.5" />
      <InvoiceLine y={164} label="Subtotal" amount="1,200.00" />
      <InvoiceLine y={180} label="GST 9%" amount="108.00" />
      <InvoiceLine y={200} label="Total" amount="S$1,308.00" bold />
      <g transform="translate(16 206)">
        <rect width="68" height="68" rx="6" fill="#f2f5f8" />
      </g>
      <g transform={`translate(20 210) scale(${qrScale})`}>
        <path d={qrPath} fill="#0f1f2e" fillRule="evenodd" />
      </g>
      <rect x="96" y="214" width="54" height="18" rx="9" fill="#7c1a78" />
      <text
        x="123"
        y="227"
        textAnchor="middle"
        fontFamily={font}
        fontSize="10"
        fontWeight="700"
        fill="#ffffff"
      >
        PayNow
      </text>
      <text x="96" y="248" fontFamily={font} fontSize="10" fontWeight="600" fill="#0f1f2e">
        Scan to pay
      </text>
      <text x="96" y="262" fontFamily={font} fontSize="9" fill="#3d5166">
        Tan &amp; Co. Trading
      </text>
    </g>
  );
}

/** Banner image 1: an invoice with a PayNow QR in front of a Singapore shophouse. */
export function InvoiceIllustration() {
  return (
    <svg viewBox="0 0 480 360" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="kira-banner-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e7f6f4" />
          <stop offset="1" stopColor="#fff8e6" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" fill="url(#kira-banner-sky)" />
      <circle cx="420" cy="36" r="60" fill="#ffedc2" />
      <path d="M0 322h480v38H0z" fill="#c6d1dc" />
      <path d="M0 322h480" stroke="#a5b5c4" strokeWidth="2" />
      <Shophouse />
      <Invoice />
      <g transform="translate(136 12)">
        <rect width="122" height="28" rx="14" fill="#ffffff" stroke="#c8ebe6" />
        <circle cx="16" cy="14" r="8" fill="#0b6c62" />
        <path
          d="M12 14l3 3 5-6"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <text x="30" y="18.5" fontFamily={font} fontSize="11" fontWeight="600" fill="#0f1f2e">
          Sent by e-mail
        </text>
      </g>
    </svg>
  );
}
