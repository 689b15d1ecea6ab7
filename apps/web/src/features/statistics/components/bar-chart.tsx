import { formatNumberVi } from '@clinic/contract';
import { Group, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { countTicks } from '../statistics-model';
import classes from './bar-chart.module.css';

/** One series: its legend name and a Mantine colour ('teal.7'). */
export interface BarSeries {
  label: string;
  color: string;
}

export interface BarChartProps {
  /** The label of each group of bars, in order. */
  categories: string[];
  series: readonly BarSeries[];
  /** values[category][series] */
  values: number[][];
  /** Columns rising from the bottom, or bars from the left (long labels stay readable on a phone). */
  orientation?: 'columns' | 'bars';
  maxBarWidth: number;
  /** Height of a columns chart; a bars chart grows with its rows. */
  height?: number;
  withLegend?: boolean;
}

const colorVar = (color: string) => {
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
};

/** The bars of one category inside its band: their width and the offset of the first from the band's start. */
function barsInBand(band: number, count: number, maxBarWidth: number) {
  const width = Math.max(2, Math.min(maxBarWidth, (band * 0.8) / count));
  return { width, start: (band - width * count) / 2 };
}

/** A label in lines of at most `chars` characters, broken between words. */
function wrapLabel(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const AXIS = 40;
const VALUE_ROOM = 20;
const LABEL_WIDTH = 150;
const ROW = 44;
const LINE = 14;
/** About what fits in LABEL_WIDTH at 12px. */
const LABEL_CHARS = 22;

/**
 * A bar chart drawn as plain SVG: a count axis from 0 with round ticks and dashed grid lines, every category
 * labelled (slanted on a phone when they are columns), the value above or beside each bar and a legend below.
 * It draws its final picture at once. Hidden from screen readers: the card around it gives the data as text.
 */
export function BarChart({
  categories,
  series,
  values,
  orientation = 'columns',
  maxBarWidth,
  height = 300,
  withLegend = true,
}: BarChartProps) {
  const { ref, width } = useElementSize();
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const ticks = countTicks(values.flat());
  const top = ticks.at(-1) ?? 1;
  const columns = orientation === 'columns';
  const lines = Math.max(1, ...categories.map((c) => wrapLabel(c, LABEL_CHARS).length));
  const chartHeight = columns
    ? height
    : Math.max(160, categories.length * Math.max(ROW, lines * LINE + 16) + 40);

  return (
    <div className={classes.chart}>
      <div ref={ref} style={{ height: chartHeight }}>
        {width > 0 &&
          (columns ? (
            <Columns
              {...{ categories, series, values, maxBarWidth, ticks, top, width, narrow }}
              height={height}
            />
          ) : (
            <Bars {...{ categories, series, values, maxBarWidth, ticks, top, width }} height={chartHeight} />
          ))}
      </div>
      {withLegend && (
        <Group justify="flex-end" gap="md" mt="xs" className={classes.legend}>
          {series.map((s) => (
            <Group key={s.label} gap={6} wrap="nowrap">
              <span className={classes.swatch} style={{ background: colorVar(s.color) }} />
              <Text size="sm">{s.label}</Text>
            </Group>
          ))}
        </Group>
      )}
    </div>
  );
}

interface Drawn {
  categories: string[];
  series: readonly BarSeries[];
  values: number[][];
  maxBarWidth: number;
  ticks: number[];
  top: number;
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

/** A number on the chart; beside its point (centred vertically) unless centred above or below it. */
function Count({
  value,
  at,
  anchor,
  part,
}: {
  value: number;
  at: Point;
  anchor: 'start' | 'middle' | 'end';
  part: 'count-tick' | 'value';
}) {
  return (
    <text
      x={at.x}
      y={at.y}
      dy={anchor === 'middle' ? undefined : '0.32em'}
      textAnchor={anchor}
      className={part === 'value' ? classes.value : classes.tick}
      data-part={part}
    >
      {formatNumberVi(value)}
    </text>
  );
}

/**
 * The count axis: a dashed grid line across the plot at each tick's `position`, from one end of `span` to the
 * other, and the tick's number: left of the plot for columns, below it for bars.
 */
function CountAxis({
  ticks,
  orientation,
  position,
  span: [start, end],
}: {
  ticks: number[];
  orientation: 'columns' | 'bars';
  position: (tick: number) => number;
  span: [number, number];
}) {
  const columns = orientation === 'columns';
  return ticks.map((tick) => {
    const p = position(tick);
    const line = columns ? { x1: start, x2: end, y1: p, y2: p } : { x1: p, x2: p, y1: start, y2: end };
    return (
      <g key={tick}>
        <line {...line} className={classes.grid} />
        <Count
          value={tick}
          at={columns ? { x: start - 8, y: p } : { x: p, y: end + 18 }}
          anchor={columns ? 'end' : 'middle'}
          part="count-tick"
        />
      </g>
    );
  });
}

/** One bar (none for a zero) and its value, placed at `label`. */
function ValueBar({
  value,
  color,
  box,
  label,
  anchor,
}: {
  value: number;
  color: string;
  box: Point & { width: number; height: number };
  label: Point;
  anchor: 'start' | 'middle';
}) {
  return (
    <g>
      {value > 0 && <rect {...box} fill={colorVar(color)} data-part="bar" />}
      <Count value={value} at={label} anchor={anchor} part="value" />
    </g>
  );
}

function Columns({
  categories,
  series,
  values,
  maxBarWidth,
  ticks,
  top,
  width,
  height,
  narrow,
}: Drawn & { narrow: boolean }) {
  const bottom = narrow ? 56 : 30;
  const plotHeight = height - bottom - VALUE_ROOM;
  const plotWidth = width - AXIS - 8;
  const band = plotWidth / Math.max(1, categories.length);
  const y = (value: number) => VALUE_ROOM + plotHeight - (value / top) * plotHeight;
  const { width: barWidth, start } = barsInBand(band, series.length, maxBarWidth);
  return (
    <svg width={width} height={height} className={classes.svg} aria-hidden="true" data-chart="columns">
      <CountAxis ticks={ticks} orientation="columns" position={y} span={[AXIS, width - 8]} />
      {categories.map((category, c) => {
        const center = AXIS + band * c + band / 2;
        return (
          <g key={category}>
            {series.map((s, i) => {
              const value = values[c]?.[i] ?? 0;
              const x = AXIS + band * c + start + barWidth * i;
              return (
                <ValueBar
                  key={s.label}
                  value={value}
                  color={s.color}
                  box={{ x, y: y(value), width: barWidth, height: y(0) - y(value) }}
                  label={{ x: x + barWidth / 2, y: y(value) - 6 }}
                  anchor="middle"
                />
              );
            })}
            <text
              x={center}
              y={y(0) + 18}
              textAnchor={narrow ? 'end' : 'middle'}
              transform={narrow ? `rotate(-40 ${center} ${y(0) + 18})` : undefined}
              className={classes.tick}
              data-part="category"
            >
              {category}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Bars({ categories, series, values, maxBarWidth, ticks, top, width, height }: Drawn) {
  const right = 40;
  const plotWidth = width - LABEL_WIDTH - right;
  const plotHeight = height - 28;
  const band = plotHeight / Math.max(1, categories.length);
  const x = (value: number) => LABEL_WIDTH + (value / top) * plotWidth;
  const { width: barHeight, start } = barsInBand(band, series.length, maxBarWidth);
  return (
    <svg width={width} height={height} className={classes.svg} aria-hidden="true" data-chart="bars">
      <CountAxis ticks={ticks} orientation="bars" position={x} span={[0, plotHeight]} />
      {categories.map((category, c) => (
        <g key={category}>
          <text textAnchor="end" className={classes.tick} data-part="category">
            {wrapLabel(category, LABEL_CHARS).map((line, i, all) => (
              <tspan
                key={line}
                x={LABEL_WIDTH - 8}
                y={band * c + band / 2 + (i - (all.length - 1) / 2) * LINE}
                dy="0.32em"
              >
                {line}
              </tspan>
            ))}
          </text>
          {series.map((s, i) => {
            const value = values[c]?.[i] ?? 0;
            const y = band * c + start + barHeight * i;
            return (
              <ValueBar
                key={s.label}
                value={value}
                color={s.color}
                box={{ x: x(0), y, width: x(value) - x(0), height: barHeight }}
                label={{ x: x(value) + 6, y: y + barHeight / 2 }}
                anchor="start"
              />
            );
          })}
        </g>
      ))}
    </svg>
  );
}
