import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, jsonColumn, stringColumn } from './columns.js';

/**
 * A price zone of a comune (an OMI zone, or a zone of our embedded table): residential €/m² range, the
 * source quotations, and optionally its polygon for point-in-polygon lookup.
 */
export class PriceZone extends Model<InferAttributes<PriceZone>, InferCreationAttributes<PriceZone>> {
  declare id: CreationOptional<number>;
  declare source: 'omi' | 'embedded';
  declare semester: string;
  declare comuneIstat: string | null;
  declare comuneCadastral: string | null;
  declare comuneName: string;
  declare zoneCode: string;
  declare zoneName: string | null;
  declare band: string | null;
  declare microzone: string | null;
  declare priceMin: number | null;
  declare priceMid: number | null;
  declare priceMax: number | null;
  declare quotations: unknown;
  declare polygon: unknown;
  declare centroidLat: number | null;
  declare centroidLng: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return PriceZone.init(
      {
        id: integerId(),
        source: stringColumn(20, false),
        semester: stringColumn(10, false),
        comuneIstat: stringColumn(10),
        comuneCadastral: stringColumn(10),
        comuneName: stringColumn(120, false),
        zoneCode: stringColumn(10, false),
        zoneName: stringColumn(200),
        band: stringColumn(5),
        microzone: stringColumn(10),
        priceMin: { type: DataTypes.INTEGER, allowNull: true },
        priceMid: { type: DataTypes.INTEGER, allowNull: true },
        priceMax: { type: DataTypes.INTEGER, allowNull: true },
        quotations: jsonColumn(),
        polygon: jsonColumn(),
        centroidLat: { type: DataTypes.DOUBLE, allowNull: true },
        centroidLng: { type: DataTypes.DOUBLE, allowNull: true },
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'price_zones', underscored: true },
    );
  }
}
