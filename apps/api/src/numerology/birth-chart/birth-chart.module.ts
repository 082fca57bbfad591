import { Module } from '@nestjs/common';
import { BirthChartRelationsController } from './birth-chart-relations.controller';
import { BirthChartSvgController } from './birth-chart-svg.controller';
import { BirthChartController } from './birth-chart.controller';

/** Birth charts under /numerology/birth-chart: the chart as JSON, as an SVG wheel (charts queue), transits and synastry. */
@Module({
  controllers: [BirthChartController, BirthChartSvgController, BirthChartRelationsController],
})
export class BirthChartModule {}
