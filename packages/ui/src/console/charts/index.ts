export { BarChart, type BarChartProps, type BarSeries } from './BarChart';
export { ChartFrame, type ChartTable } from './ChartFrame';
export { LineChart, type LineChartProps, linePath } from './LineChart';
export { niceMax } from './scale';
