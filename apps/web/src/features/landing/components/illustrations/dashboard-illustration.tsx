const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

// Twelve months of an illustrative business, in thousands of dollars.
const revenue = [12, 14, 11, 16, 18, 15, 19, 21, 17, 22, 24, 26];
const expenses = [8, 9, 9, 10, 11, 10, 12, 12, 11, 13, 14, 14];
const months = ['J', 'A', 'S', 'O', 'N', 'D', 'J', 'F', 'M', 'A', 'M', 'J'];

const chart = { left: 122, baseline: 276, step: 21, barWidth: 8, scale: 3.6 };

function KpiCard({
  x,
  label,
  value,
  tone,
}: {
  x: number;
  label: string;
  value: string;
  tone: string;
}) {
  return (
    <g transform={`translate(${x} 60)`}>
      <rect width="108" height="54" rx="8" fill="#ffffff" stroke="#e3e9ef" />
      <text x="10" y="20" fontFamily={font} fontSize="9.5" fill="#3d5166">
        {label}
      </text>
      <text x="10" y="41" fontFamily={font} fontSize="15" fontWeight="800" fill={tone}>
        {value}
      </text>
    </g>
  );
}

function RevenueChart() {
  return (
    <g>
      <rect x="104" y="124" width="344" height="168" rx="8" fill="#ffffff" stroke="#e3e9ef" />
      <text x="116" y="145" fontFamily={font} fontSize="10.5" fontWeight="700" fill="#0f1f2e">
        Revenue and expenses, last 12 months
      </text>
      <rect x="116" y="154" width="8" height="8" rx="2" fill="#0b6c62" />
      <text x="128" y="161.5" fontFamily={font} fontSize="8.5" fill="#3d5166">
        Revenue
      </text>
      <rect x="172" y="154" width="8" height="8" rx="2" fill="#eda51b" />
      <text x="184" y="161.5" fontFamily={font} fontSize="8.5" fill="#3d5166">
        Expenses
      </text>
      {[0, 1, 2].map((line) => (
        <path
          key={line}
          d={`M116 ${chart.baseline - (line + 1) * 30}h320`}
          stroke="#f2f5f8"
          strokeWidth="1"
        />
      ))}
      <path d={`M116 ${chart.baseline}h320`} stroke="#c6d1dc" strokeWidth="1" />
      {revenue.map((value, month) => {
        const x = chart.left + month * chart.step;
        const spent = expenses[month] ?? 0;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed series of twelve months
          <g key={month}>
            <rect
              x={x}
              y={chart.baseline - value * chart.scale}
              width={chart.barWidth}
              height={value * chart.scale}
              rx="2"
              fill="#0b6c62"
            />
            <rect
              x={x + chart.barWidth + 1}
              y={chart.baseline - spent * chart.scale}
              width={chart.barWidth}
              height={spent * chart.scale}
              rx="2"
              fill="#eda51b"
            />
            <text
              x={x + chart.barWidth}
              y={chart.baseline + 11}
              textAnchor="middle"
              fontFamily={font}
              fontSize="8"
              fill="#52677d"
            >
              {months[month]}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Phone() {
  return (
    <g transform="translate(372 188)">
      <rect x="3" y="6" width="100" height="168" rx="16" fill="#0f1f2e" opacity="0.16" />
      <rect width="100" height="168" rx="16" fill="#0f1f2e" />
      <rect x="6" y="8" width="88" height="152" rx="11" fill="#f2f5f8" />
      <rect x="38" y="12" width="24" height="4" rx="2" fill="#263a4f" />
      <g transform="translate(11 30)">
        <rect width="78" height="74" rx="9" fill="#ffffff" stroke="#e3e9ef" />
        <rect x="8" y="8" width="40" height="13" rx="6.5" fill="#7c1a78" />
        <text
          x="28"
          y="17.5"
          textAnchor="middle"
          fontFamily={font}
          fontSize="7.5"
          fontWeight="700"
          fill="#ffffff"
        >
          PayNow
        </text>
        <text x="8" y="36" fontFamily={font} fontSize="8" fill="#3d5166">
          Payment received
        </text>
        <text x="8" y="52" fontFamily={font} fontSize="10.5" fontWeight="800" fill="#0a5750">
          S$1,308.00
        </text>
        <text x="8" y="65" fontFamily={font} fontSize="7.5" fill="#3d5166">
          Lim Catering
        </text>
      </g>
      <g transform="translate(11 112)">
        <rect width="78" height="38" rx="9" fill="#ffffff" stroke="#e3e9ef" />
        <circle cx="15" cy="19" r="7" fill="#0b6c62" />
        <path
          d="M11.5 19l2.5 2.5 4.5-5"
          fill="none"
          stroke="#ffffff"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <text x="27" y="17" fontFamily={font} fontSize="7.5" fontWeight="700" fill="#0f1f2e">
          Invoice paid
        </text>
        <text x="27" y="28" fontFamily={font} fontSize="7" fill="#3d5166">
          Receipt sent
        </text>
      </g>
    </g>
  );
}

/** Banner image 2: the dashboard, with a phone showing a PayNow payment arriving. */
export function DashboardIllustration() {
  return (
    <svg viewBox="0 0 480 360" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="kira-banner-desk" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f2f5f8" />
          <stop offset="1" stopColor="#c8ebe6" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" fill="url(#kira-banner-desk)" />
      <circle cx="40" cy="330" r="70" fill="#e7f6f4" />
      <rect x="22" y="26" width="436" height="278" rx="12" fill="#0f1f2e" opacity="0.1" />
      <rect x="20" y="20" width="436" height="278" rx="12" fill="#f8fafb" />
      <path d="M20 32a12 12 0 0 1 12-12h412a12 12 0 0 1 12 12v14H20z" fill="#e3e9ef" />
      <circle cx="34" cy="33" r="4" fill="#d9775d" />
      <circle cx="47" cy="33" r="4" fill="#fdcd5a" />
      <circle cx="60" cy="33" r="4" fill="#37ad9f" />
      <path d="M20 46h72v240a12 12 0 0 1-12 12H32a12 12 0 0 1-12-12z" fill="#0f1f2e" />
      <rect x="32" y="58" width="22" height="22" rx="6" fill="#0b6c62" />
      <path
        d="M39 63v12M40 69.5l5.5-6M42 67.5l4 7.5"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
      {[96, 116, 136, 156, 176].map((y, index) => (
        <rect
          key={y}
          x="32"
          y={y}
          width={index === 0 ? 48 : 40}
          height="8"
          rx="4"
          fill={index === 0 ? '#37ad9f' : '#3d5166'}
        />
      ))}
      <KpiCard x={104} label="Receivables" value="S$24,380" tone="#0f1f2e" />
      <KpiCard x={222} label="Overdue" value="S$3,150" tone="#b42318" />
      <KpiCard x={340} label="Revenue, June" value="S$26,040" tone="#0a5750" />
      <RevenueChart />
      <Phone />
    </svg>
  );
}
