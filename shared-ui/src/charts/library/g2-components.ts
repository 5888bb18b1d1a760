import { AxisX } from '@antv/g2/esm/component/axisX';
import { AxisY } from '@antv/g2/esm/component/axisY';
import { Cartesian } from '@antv/g2/esm/coordinate/cartesian';
import { Theta } from '@antv/g2/esm/coordinate/theta';
import { Inline } from '@antv/g2/esm/data/inline';
import { Column as EncodeColumn } from '@antv/g2/esm/encode/column';
import { Constant as EncodeConstant } from '@antv/g2/esm/encode/constant';
import { Field } from '@antv/g2/esm/encode/field';
import { Transform as EncodeTransform } from '@antv/g2/esm/encode/transform';
import { ElementHighlight } from '@antv/g2/esm/interaction/elementHighlight';
import { Tooltip } from '@antv/g2/esm/interaction/tooltip';
import { Interval } from '@antv/g2/esm/mark/interval';
import { Line } from '@antv/g2/esm/mark/line';
import { Category10 } from '@antv/g2/esm/palette/category10';
import { Band } from '@antv/g2/esm/scale/band';
import { Constant as ScaleConstant } from '@antv/g2/esm/scale/constant';
import { Identity } from '@antv/g2/esm/scale/identity';
import { Linear } from '@antv/g2/esm/scale/linear';
import { Ordinal } from '@antv/g2/esm/scale/ordinal';
import { Point as ScalePoint } from '@antv/g2/esm/scale/point';
import { Sequential } from '@antv/g2/esm/scale/sequential';
import { Time } from '@antv/g2/esm/scale/time';
import { Classic } from '@antv/g2/esm/theme/classic';
import { ClassicDark } from '@antv/g2/esm/theme/classicDark';
import { DodgeX } from '@antv/g2/esm/transform/dodgeX';
import { StackY } from '@antv/g2/esm/transform/stackY';

/**
 * The G2 components the suite's charts are drawn with, under the names G2 looks them up by
 * (`'mark.interval'`: its runtime reads a chart's spec and takes each part from this table).
 * G2's core library lists 160 (brushes, word clouds, facets, fisheyes, 13 animations…),
 * and a table keeps every component it lists in the build. This one holds what the line, column,
 * pie and dual-axes charts of `chart-configs.ts` ask for, recorded while the browser tests and a
 * walk of every view in both themes drew and hovered every chart, plus the other encodes and the
 * scales G2 infers from the data. G2 adds its own private parts (views, labels, the event
 * interaction) by itself; its legend, slider and scrollbar filters are switched off in every
 * chart's config.
 *
 * A chart that needs another part fails to draw, and G2 names the missing key in its error
 * (`Unknown Component: <key>`, `Unknown mark: <name>`): add it here from
 * `@antv/g2/esm/<family>/<name>`.
 */
export const g2Components = {
  'data.inline': Inline,
  'encode.column': EncodeColumn,
  'encode.constant': EncodeConstant,
  'encode.field': Field,
  'encode.transform': EncodeTransform,
  'transform.dodgeX': DodgeX,
  'transform.stackY': StackY,
  'coordinate.cartesian': Cartesian,
  'coordinate.theta': Theta,
  'mark.interval': Interval,
  'mark.line': Line,
  'palette.category10': Category10,
  'scale.band': Band,
  'scale.constant': ScaleConstant,
  'scale.identity': Identity,
  'scale.linear': Linear,
  'scale.ordinal': Ordinal,
  'scale.point': ScalePoint,
  'scale.sequential': Sequential,
  'scale.time': Time,
  'theme.classic': Classic,
  'theme.classicDark': ClassicDark,
  'component.axisX': AxisX,
  'component.axisY': AxisY,
  'interaction.elementHighlight': ElementHighlight,
  'interaction.tooltip': Tooltip,
};
