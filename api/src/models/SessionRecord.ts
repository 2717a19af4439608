import { Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { dateColumn, stringColumn, textColumn } from './columns.js';

/** A koa-session stored in the database, so every instance behind a load balancer sees it. */
export class SessionRecord extends Model<InferAttributes<SessionRecord>, InferCreationAttributes<SessionRecord>> {
  declare id: string;
  declare data: string;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    return SessionRecord.init(
      {
        id: { ...stringColumn(128, false), primaryKey: true },
        data: textColumn(false),
        expiresAt: dateColumn(false),
        createdAt: dateColumn(false),
        updatedAt: dateColumn(false),
      },
      { sequelize, tableName: 'sessions', underscored: true },
    );
  }
}
