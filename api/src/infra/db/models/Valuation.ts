import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { dateColumn, jsonColumn, statusColumn, stringColumn } from './columns.js';

/**
 * One chat session: its public unguessable id, the conversation step, the property data collected so far
 * and, once complete, the result with its explanation.
 */
export class Valuation extends Model<InferAttributes<Valuation>, InferCreationAttributes<Valuation>> {
  declare id: string;
  declare userId: number | null;
  declare status: CreationOptional<string>;
  declare step: CreationOptional<string>;
  declare chatMode: CreationOptional<string>;
  declare city: string | null;
  declare comuneCode: string | null;
  declare propertyType: string | null;
  declare squareMeters: number | null;
  declare propertyData: CreationOptional<Record<string, unknown>>;
  declare engineState: CreationOptional<Record<string, unknown>>;
  declare result: CreationOptional<Record<string, unknown> | null>;
  declare estimatedValue: number | null;
  declare minValue: number | null;
  declare maxValue: number | null;
  declare pricePerSqm: number | null;
  declare completedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return Valuation.init(
      {
        id: { ...stringColumn(21, false), primaryKey: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        status: statusColumn('pending'),
        step: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'city' },
        chatMode: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'default' },
        city: stringColumn(120),
        comuneCode: stringColumn(10),
        propertyType: stringColumn(30),
        squareMeters: { type: DataTypes.INTEGER, allowNull: true },
        propertyData: { ...jsonColumn(false), defaultValue: {} },
        engineState: { ...jsonColumn(false), defaultValue: {} },
        result: jsonColumn(),
        estimatedValue: { type: DataTypes.INTEGER, allowNull: true },
        minValue: { type: DataTypes.INTEGER, allowNull: true },
        maxValue: { type: DataTypes.INTEGER, allowNull: true },
        pricePerSqm: { type: DataTypes.INTEGER, allowNull: true },
        completedAt: dateColumn(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'valuations', underscored: true },
    );
  }
}
