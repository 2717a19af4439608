import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { stringColumn } from './columns.js';

/** A fixed-window counter shared by every instance (rate limits and login throttling). */
export class RateLimitCounter extends Model<InferAttributes<RateLimitCounter>, InferCreationAttributes<RateLimitCounter>> {
  declare key: string;
  declare count: number;
  /** Epoch milliseconds (BIGINT; PostgreSQL returns it as a string). */
  declare windowStartedMs: number | string;
  declare expiresAtMs: number | string;

  static initModel(sequelize: Sequelize) {
    return RateLimitCounter.init(
      {
        key: { ...stringColumn(200, false), primaryKey: true },
        count: { type: DataTypes.INTEGER, allowNull: false },
        windowStartedMs: { type: DataTypes.BIGINT, allowNull: false },
        expiresAtMs: { type: DataTypes.BIGINT, allowNull: false },
      },
      { sequelize, tableName: 'rate_limit_counters', underscored: true, timestamps: false },
    );
  }
}
