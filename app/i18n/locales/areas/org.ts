import { defineArea } from "../shape";

/** Org (§2). */
export const orgArea = defineArea(
  {
    "agency": {
      "id": "编号",
      "name": "代理商名称",
      "contact": "联系人",
      "deviceCount": "设备数"
    },
    "institution": {
      "id": "编号",
      "name": "机构名称",
      "nameEn": "英文名称",
      "level": "级别",
      "levelValues": {
        "PROVINCE": "省级",
        "CITY": "市级",
        "REGION": "区县级",
        "UNIT": "单位"
      },
      "parentId": "上级机构",
      "parentName": "上级机构",
      "cityId": "所在城市",
      "cityName": "所在城市",
      "address": "地址",
      "contact": "联系人",
      "phone": "联系电话",
      "packageId": "服务套餐",
      "packageName": "服务套餐",
      "deviceCount": "设备数"
    },
    "examQuestion": {
      "orderNumber": "序号",
      "question": "题目",
      "optionA": "选项 A",
      "optionB": "选项 B",
      "optionC": "选项 C",
      "answerOption": "答案",
      "answerOptionValues": {
        "OPTION_A": "A",
        "OPTION_B": "B",
        "OPTION_C": "C"
      },
      "description": "解析"
    },
    "learningData": {
      "orderNumber": "序号",
      "key": "标识",
      "title": "标题",
      "learningDataType": "类型",
      "learningDataTypeValues": {
        "TEXT": "文字",
        "IMAGE": "图片",
        "VIDEO": "视频"
      },
      "content": "文字内容",
      "file": "图片文件",
      "description": "说明",
      "keyFormat": "只能包含英文字母、数字、下划线或短横线"
    }
  },
  {
    "agency": {
      "id": "ID",
      "name": "Agency",
      "contact": "Contact",
      "deviceCount": "Devices"
    },
    "institution": {
      "id": "ID",
      "name": "Institution",
      "nameEn": "English name",
      "level": "Level",
      "levelValues": {
        "PROVINCE": "Province",
        "CITY": "City",
        "REGION": "District",
        "UNIT": "Unit"
      },
      "parentId": "Parent institution",
      "parentName": "Parent institution",
      "cityId": "City",
      "cityName": "City",
      "address": "Address",
      "contact": "Contact",
      "phone": "Phone",
      "packageId": "Package",
      "packageName": "Package",
      "deviceCount": "Devices"
    },
    "examQuestion": {
      "orderNumber": "Order",
      "question": "Question",
      "optionA": "Option A",
      "optionB": "Option B",
      "optionC": "Option C",
      "answerOption": "Answer",
      "answerOptionValues": {
        "OPTION_A": "A",
        "OPTION_B": "B",
        "OPTION_C": "C"
      },
      "description": "Explanation"
    },
    "learningData": {
      "orderNumber": "Order",
      "key": "Key",
      "title": "Title",
      "learningDataType": "Kind",
      "learningDataTypeValues": {
        "TEXT": "Text",
        "IMAGE": "Image",
        "VIDEO": "Video"
      },
      "content": "Text",
      "file": "Image file",
      "description": "Description",
      "keyFormat": "Letters, digits, underscores and hyphens only"
    }
  },
);
