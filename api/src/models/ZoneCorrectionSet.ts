import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { dateColumn, flagColumn, integerId, textColumn } from './columns.js';
import type { ZoneCorrection } from './ZoneCorrection.js';

/** One version of the agency's zone corrections; at most one is active. Read through zone-corrections/. */
export class ZoneCorrectionSet extends Model<
  InferAttributes<ZoneCorrectionSet, { omit: 'corrections' }>,
  InferCreationAttributes<ZoneCorrectionSet, { omit: 'corrections' }>
> {
  declare id: CreationOptional<number>;
  declare version: number;
  declare note: string | null;
  declare active: CreationOptional<boolean>;
  declare createdByAdminId: number | null;
  declare createdAt: CreationOptional<Date>;
  /** The zones of the set, when included. */
  declare corrections?: NonAttribute<ZoneCorrection[]>;

  static initModel(sequelize: Sequelize) {
    return ZoneCorrectionSet.init(
      {
        id: integerId(),
        version: { type: DataTypes.INTEGER, allowNull: false },
        note: textColumn(),
        active: flagColumn(),
        createdByAdminId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'zone_correction_sets', underscored: true, updatedAt: false },
    );
  }
}
