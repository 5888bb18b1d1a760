export * from './thresholds';
export { TrafficLight, useTrafficLightLabels, type TrafficLightProps, type TrafficLightLabels } from './traffic-light';
