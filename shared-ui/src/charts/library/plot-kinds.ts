import { Base } from '@ant-design/plots/es/core/plots/base';
import { Column } from '@ant-design/plots/es/core/plots/column';
import { DualAxes } from '@ant-design/plots/es/core/plots/dual-axes';
import { Line } from '@ant-design/plots/es/core/plots/line';
import { Pie } from '@ant-design/plots/es/core/plots/pie';

/**
 * In every build, this stands in for @ant-design/plots' `core/index.js`
 * (tooling/webpack/chart-kinds.cjs): the plot kinds the views draw. The package's chart
 * components look their plot up by name in this table, so webpack cannot leave out a kind that
 * is listed: the package lists all 33 of them. A view that needs another kind adds it here;
 * `charts-library.ts` is what the views can import.
 */
export const Plots = { Base, Column, DualAxes, Line, Pie };
