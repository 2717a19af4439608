import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, integerId, stringColumn } from './columns.js';

/** A page view of the public site. `visitorHash` is a one-way hash of a random visit id: no personal data. */
export class PageVisit extends Model<InferAttributes<PageVisit>, InferCreationAttributes<PageVisit>> {
  declare id: CreationOptional<number>;
  declare visitorHash: string;
  declare path: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return PageVisit.init(
      {
        id: integerId(),
        visitorHash: stringColumn(64, false),
        path: stringColumn(300, false),
        createdAt: dateColumn(false),
      },
      { sequelize, tableName: 'page_visits', underscored: true, updatedAt: false },
    );
  }
}
