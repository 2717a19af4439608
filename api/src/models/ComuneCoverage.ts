import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, flagColumn, integerId, stringColumn } from './columns.js';

/** Whether the agency values homes in a comune; data, so the agency can widen its area without a release. */
export class ComuneCoverage extends Model<InferAttributes<ComuneCoverage>, InferCreationAttributes<ComuneCoverage>> {
  declare id: CreationOptional<number>;
  declare istatCode: string;
  declare name: string;
  declare province: string | null;
  declare covered: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return ComuneCoverage.init(
      {
        id: integerId(),
        istatCode: { ...stringColumn(10, false), unique: true },
        name: stringColumn(120, false),
        province: stringColumn(5),
        covered: flagColumn(true),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'comuni_coverage', underscored: true },
    );
  }
}
