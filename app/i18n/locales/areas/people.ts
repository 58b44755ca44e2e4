import { defineArea } from "../shape";

/** People (§2). */
export const peopleArea = defineArea(
  {
    "volunteer": {
      "firstName": "姓名",
      "lastName": "姓氏（英文）",
      "nickName": "昵称",
      "gender": "性别",
      "genderValues": {
        "MALE": "男",
        "FEMALE": "女",
        "UNKNOWN": "未知"
      },
      "phoneNumber": "手机号",
      "email": "邮箱",
      "cityId": "所在城市",
      "cityName": "所在城市",
      "address": "地址",
      "certificateState": "证书状态",
      "certificateStateValues": {
        "VALID": "有效",
        "INVALID": "无效"
      },
      "certificateCount": "证书数",
      "rewardPoints": "积分",
      "birthDate": "出生日期",
      "receiveHelpWeekOption": "接收求助",
      "receiveHelpWeekOptionValues": {
        "WEEKDAY": "工作日",
        "WEEKEND": "周末",
        "ALL_WEEK": "全周"
      },
      "receiveHelpTimeBegin": "接收开始时间",
      "receiveHelpTimeEnd": "接收结束时间",
      "createdDate": "注册时间",
      "description": "备注"
    }
  },
  {
    "volunteer": {
      "firstName": "Name",
      "lastName": "Last name",
      "nickName": "Nickname",
      "gender": "Gender",
      "genderValues": {
        "MALE": "Male",
        "FEMALE": "Female",
        "UNKNOWN": "Unknown"
      },
      "phoneNumber": "Phone",
      "email": "E-mail",
      "cityId": "City",
      "cityName": "City",
      "address": "Address",
      "certificateState": "Certificate",
      "certificateStateValues": {
        "VALID": "Valid",
        "INVALID": "Invalid"
      },
      "certificateCount": "Certificates",
      "rewardPoints": "Points",
      "birthDate": "Born",
      "receiveHelpWeekOption": "Receives calls",
      "receiveHelpWeekOptionValues": {
        "WEEKDAY": "Weekdays",
        "WEEKEND": "Weekends",
        "ALL_WEEK": "All week"
      },
      "receiveHelpTimeBegin": "From",
      "receiveHelpTimeEnd": "Until",
      "createdDate": "Registered",
      "description": "Remark"
    }
  },
);
