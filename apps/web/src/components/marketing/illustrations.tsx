/**
 * Our own drawings for the public pages (no external assets): flat shapes in the theme's colours,
 * so they follow light and dark mode. Decorative only; the pages hide them from screen readers.
 */
const primary = 'var(--mantine-primary-color-filled)';
const light = 'var(--mantine-primary-color-light)';
const surface = 'var(--mantine-color-body)';
const line = 'var(--mantine-color-default-border)';
const muted = 'var(--mantine-color-dimmed)';
const blue = 'var(--mantine-color-blue-6)';

const Frame = ({ children }: { children: React.ReactNode }) => (
  <svg viewBox="0 0 440 320" role="presentation" focusable="false">
    <circle cx="220" cy="160" r="150" fill={light} />
    {children}
  </svg>
);

/** A phone with balances and a shield: the individual's wallet. */
export function WalletArt() {
  return (
    <Frame>
      <rect x="140" y="34" width="160" height="260" rx="24" fill={surface} stroke={line} strokeWidth="3" />
      <rect x="190" y="46" width="60" height="8" rx="4" fill={line} />
      <rect x="158" y="72" width="124" height="64" rx="12" fill={primary} />
      <rect x="170" y="86" width="50" height="8" rx="4" fill="#fff" opacity="0.7" />
      <rect x="170" y="104" width="86" height="14" rx="5" fill="#fff" />
      {[152, 196, 240].map((y, i) => (
        <g key={y}>
          <circle cx="174" cy={y + 12} r="11" fill={i === 1 ? blue : light} stroke={line} />
          <rect x="194" y={y + 5} width="46" height="7" rx="3.5" fill={muted} opacity="0.5" />
          <rect x="194" y={y + 15} width="30" height="6" rx="3" fill={line} />
          <rect x="248" y={y + 8} width="28" height="8" rx="4" fill={muted} opacity="0.6" />
        </g>
      ))}
      <path d="M332 150s34-14 34-44V82l-34-12-34 12v24c0 30 34 44 34 44z" fill={primary} />
      <path
        d="m318 108 10 10 20-20"
        stroke="#fff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="96" cy="220" r="30" fill={surface} stroke={line} strokeWidth="3" />
      <text x="96" y="229" textAnchor="middle" fontSize="26" fontWeight="700" fill={primary}>
        ₿
      </text>
    </Frame>
  );
}

/** Tiles of the product range around a core. */
export function ProductsArt() {
  const tiles = [
    [70, 60],
    [180, 40],
    [290, 60],
    [60, 180],
    [300, 180],
    [180, 220],
  ];
  return (
    <Frame>
      {tiles.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <line
            x1={(x ?? 0) + 40}
            y1={(y ?? 0) + 30}
            x2="220"
            y2="160"
            stroke={line}
            strokeWidth="3"
            strokeDasharray="6 6"
          />
          <rect x={x} y={y} width="80" height="60" rx="14" fill={surface} stroke={line} strokeWidth="3" />
          <rect x={(x ?? 0) + 16} y={(y ?? 0) + 16} width="22" height="22" rx="6" fill={light} />
          <rect x={(x ?? 0) + 16} y={(y ?? 0) + 44} width="46" height="6" rx="3" fill={line} />
        </g>
      ))}
      <circle cx="220" cy="160" r="44" fill={primary} />
      <circle cx="220" cy="160" r="22" fill="none" stroke="#fff" strokeWidth="5" />
      <path d="M220 146v28M206 160h28" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </Frame>
  );
}

/** A hub wallet serving many client apps: wallet as a service. */
export function NetworkArt() {
  const nodes = [
    [90, 80],
    [350, 80],
    [70, 210],
    [370, 210],
    [220, 285],
  ];
  return (
    <Frame>
      {nodes.map(([x, y]) => (
        <line key={`l${x}`} x1={x} y1={y} x2="220" y2="150" stroke={primary} strokeWidth="3" opacity="0.5" />
      ))}
      {nodes.map(([x, y]) => (
        <g key={`n${x}`}>
          <rect
            x={(x ?? 0) - 34}
            y={(y ?? 0) - 24}
            width="68"
            height="48"
            rx="10"
            fill={surface}
            stroke={line}
            strokeWidth="3"
          />
          <rect x={(x ?? 0) - 22} y={(y ?? 0) - 12} width="44" height="6" rx="3" fill={muted} opacity="0.5" />
          <rect x={(x ?? 0) - 22} y={(y ?? 0) + 2} width="28" height="6" rx="3" fill={line} />
        </g>
      ))}
      <rect x="160" y="100" width="120" height="100" rx="20" fill={primary} />
      <path
        d="M196 140h48a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8h-48a8 8 0 0 1-8-8v-26a8 8 0 0 1 8-8z"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
      />
      <path d="M200 140v-8a20 20 0 0 1 40 0v8" fill="none" stroke="#fff" strokeWidth="5" />
    </Frame>
  );
}

/** Server racks in your own data centre: self-deployment. */
export function ServerArt() {
  return (
    <Frame>
      {[70, 140, 210].map((y) => (
        <g key={y}>
          <rect x="110" y={y} width="220" height="56" rx="10" fill={surface} stroke={line} strokeWidth="3" />
          <circle cx="136" cy={y + 28} r="6" fill={primary} />
          <circle cx="156" cy={y + 28} r="6" fill={line} />
          {[0, 1, 2, 3, 4].map((i) => (
            <rect key={i} x={210 + i * 20} y={y + 16} width="10" height="24" rx="3" fill={line} />
          ))}
        </g>
      ))}
      <circle cx="340" cy="84" r="36" fill={primary} />
      <path d="M324 84h32v22h-32z" fill="#fff" />
      <path d="M330 84v-8a10 10 0 0 1 20 0v8" fill="none" stroke="#fff" strokeWidth="5" />
      <path d="M80 250h280" stroke={line} strokeWidth="3" />
    </Frame>
  );
}

/** A price chart with a firm quote: brokerage and OTC. */
export function ChartArt() {
  const candles = [
    [110, 170, 60, true],
    [140, 150, 70, true],
    [170, 160, 50, false],
    [200, 130, 80, true],
    [230, 120, 60, true],
    [260, 140, 40, false],
    [290, 100, 80, true],
  ] as const;
  return (
    <Frame>
      <rect x="80" y="60" width="280" height="200" rx="18" fill={surface} stroke={line} strokeWidth="3" />
      {candles.map(([x, y, h, up]) => (
        <g key={x}>
          <line
            x1={x + 8}
            y1={y - 14}
            x2={x + 8}
            y2={y + h + 14}
            stroke={up ? primary : muted}
            strokeWidth="3"
          />
          <rect x={x} y={y} width="16" height={h} rx="3" fill={up ? primary : muted} opacity={up ? 1 : 0.6} />
        </g>
      ))}
      <rect x="262" y="196" width="140" height="84" rx="14" fill={primary} />
      <rect x="280" y="214" width="60" height="8" rx="4" fill="#fff" opacity="0.7" />
      <rect x="280" y="232" width="100" height="14" rx="5" fill="#fff" />
      <rect x="280" y="256" width="44" height="8" rx="4" fill="#fff" opacity="0.7" />
    </Frame>
  );
}

/** A globe with the places we serve: the company. */
export function GlobeArt() {
  const dots = [
    [170, 110],
    [250, 96],
    [286, 150],
    [196, 190],
    [236, 226],
    [150, 160],
  ];
  return (
    <Frame>
      <circle cx="220" cy="160" r="110" fill={surface} stroke={line} strokeWidth="3" />
      <ellipse cx="220" cy="160" rx="50" ry="110" fill="none" stroke={line} strokeWidth="3" />
      <path d="M110 160h220M128 104h184M128 216h184" stroke={line} strokeWidth="3" />
      {dots.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="14" fill={primary} opacity="0.2" />
          <circle cx={x} cy={y} r="6" fill={primary} />
        </g>
      ))}
      <path
        d="M170 110q40-30 80-14M250 96q40 20 36 54M196 190q20 30 40 36"
        stroke={primary}
        strokeWidth="3"
        fill="none"
        strokeDasharray="5 6"
      />
    </Frame>
  );
}
