import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { consentColumns, dateColumn, integerId, statusColumn, stringColumn, textColumn, type ConsentAttributes } from './columns.js';

export interface PartnerApplication extends ConsentAttributes {}

/** An agent's application from /diventa-partner. */
export class PartnerApplication extends Model<InferAttributes<PartnerApplication>, InferCreationAttributes<PartnerApplication>> {
  declare id: CreationOptional<number>;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare phone: string;
  declare city: string;
  declare motivation: string;
  /** The only status it takes: no screen works applications, the agency answers the e-mail each one sends. */
  declare status: CreationOptional<'nuovo'>;
  declare adminNotes: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return PartnerApplication.init(
      {
        id: integerId(),
        firstName: stringColumn(120, false),
        lastName: stringColumn(120, false),
        email: stringColumn(254, false),
        phone: stringColumn(30, false),
        city: stringColumn(120, false),
        motivation: textColumn(false),
        status: statusColumn('nuovo'),
        adminNotes: textColumn(),
        ...consentColumns(),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'partner_applications', underscored: true },
    );
  }
}
