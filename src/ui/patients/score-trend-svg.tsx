import { useId } from 'react';
import type { Observation } from '../../../common/contracts/intake.contract';
import { INSTRUMENTS, type InstrumentId } from '../../../common/scoring/instruments';
import { useI18n } from '../i18n/i18n-context';
import { CHART, chartGeometry } from './score-trend-geometry';
import { dateTimeFormat } from '../format/date-time-formats';

/** The bands' backgrounds, lightest for minimal; each is named in words beside it too. */
const BAND_FILL: Record<string, string> = {
  minimal: 'var(--chakra-colors-green-100)',
  mild: 'var(--chakra-colors-yellow-100)',
  moderate: 'var(--chakra-colors-orange-100)',
  'moderately-severe': 'var(--chakra-colors-red-100)',
  severe: 'var(--chakra-colors-red-200)',
};
const INK = 'var(--chakra-colors-gray-800)';
const MUTED = 'var(--chakra-colors-gray-600)';
const LINE = 'var(--chakra-colors-blue-700)';

export interface ScoreTrendSvgProps {
  instrument: InstrumentId;
  /** This instrument's scores, any order; at least one. */
  observations: readonly Observation[];
  timeZone: string;
  rtl: boolean;
}

/**
 * One instrument's totals over time, hand-drawn in SVG (no chart library: the chart page's
 * bundle budget). An image to assistive technology, named and summarised; the table beside it
 * carries the same numbers.
 */
export function ScoreTrendSvg({ instrument, observations, timeZone, rtl }: ScoreTrendSvgProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const geometry = chartGeometry(instrument, observations, rtl);
  const short = dateTimeFormat(locale, { dateStyle: 'short', timeZone });
  const medium = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const name = t(`patientDocs.scores.instrument.${instrument}`);
  const first = geometry.points[0]!.observation;
  const latest = geometry.points[geometry.points.length - 1]!.observation;
  const endAnchor = rtl ? 'start' : 'end';
  const startAnchor = rtl ? 'end' : 'start';
  const path = geometry.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      style={{ width: '100%', height: 'auto', maxWidth: `${CHART.width}px`, direction: 'ltr' }}
      fontFamily="inherit"
    >
      <title id={`${id}-title`}>
        {t('patientDocs.scores.chartTitle', {
          instrument: name,
          max: INSTRUMENTS[instrument].maxTotal,
        })}
      </title>
      <desc id={`${id}-desc`}>
        {t('patientDocs.scores.chartSummary', {
          count: geometry.points.length,
          first: medium.format(new Date(first.effectiveAt)),
          last: medium.format(new Date(latest.effectiveAt)),
          total: latest.total,
          band: t(`patientDocs.scores.bandName.${latest.band}`),
        })}
      </desc>
      {geometry.bands.map((band) => (
        <g key={band.band}>
          <rect
            x={geometry.plot.start}
            width={geometry.plot.end - geometry.plot.start}
            y={band.y}
            height={band.height}
            fill={BAND_FILL[band.band]}
          />
          <text
            x={geometry.bandLabelX}
            y={band.labelY}
            dominantBaseline="middle"
            textAnchor={startAnchor}
            fontSize="11"
            fill={INK}
          >
            {t(`patientDocs.scores.bandName.${band.band as Observation['band']}`)}
          </text>
        </g>
      ))}
      {geometry.ticks.map((tick) => (
        <text
          key={tick.value}
          x={geometry.axisX + (rtl ? 6 : -6)}
          y={tick.y}
          dominantBaseline="middle"
          textAnchor={endAnchor}
          fontSize="11"
          fill={MUTED}
        >
          {tick.value}
        </text>
      ))}
      <line
        x1={geometry.axisX}
        x2={geometry.axisX}
        y1={CHART.top}
        y2={CHART.height - CHART.bottom}
        stroke={MUTED}
      />
      {geometry.points.length > 1 && (
        <path d={path} fill="none" stroke={LINE} strokeWidth="2" strokeLinejoin="round" />
      )}
      {geometry.points.map((point, index) => (
        <g key={point.observation.id}>
          <circle
            cx={point.x}
            cy={point.y}
            r={geometry.allTotals ? 5 : 3.5}
            fill={LINE}
            stroke="white"
            strokeWidth="1.5"
          />
          {(geometry.allTotals || geometry.labelled.includes(index)) && (
            <text
              x={point.x}
              y={point.y - 10}
              textAnchor="middle"
              fontSize="12"
              fontWeight="600"
              fill={INK}
              stroke="white"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {point.observation.total}
            </text>
          )}
          {geometry.labelled.includes(index) && (
            <text
              x={point.x}
              y={CHART.height - CHART.bottom + 18}
              textAnchor="middle"
              fontSize="11"
              fill={MUTED}
            >
              {short.format(new Date(point.observation.effectiveAt))}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
