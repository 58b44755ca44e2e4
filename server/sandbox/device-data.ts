// Reference data of the device fleet: real Chinese provinces, cities (centre coordinates) and districts with
// their administrative codes, device brands and models, agencies and service packages.

export interface DistrictSeed {
  code: number;
  name: string;
  nameEn: string;
}

export interface CitySeed extends DistrictSeed {
  lng: number;
  lat: number;
  /** Relative share of the fleet. */
  weight: number;
  regions: DistrictSeed[];
}

export interface ProvinceSeed extends DistrictSeed {
  cities: CitySeed[];
}

export const COUNTRY = { code: 86, name: "中国", nameEn: "China" } as const;

type R = [code: number, name: string, nameEn: string];
const city = (code: number, name: string, nameEn: string, lng: number, lat: number, weight: number, regions: R[]): CitySeed => ({
  code, name, nameEn, lng, lat, weight, regions: regions.map(([c, n, e]) => ({ code: c, name: n, nameEn: e })),
});
const province = (code: number, name: string, nameEn: string, cities: CitySeed[]): ProvinceSeed => ({ code, name, nameEn, cities });

export const PROVINCES: ProvinceSeed[] = [
  province(110000, "北京市", "Beijing", [
    city(110100, "北京市", "Beijing", 116.4074, 39.9042, 10, [
      [110101, "东城区", "Dongcheng"], [110102, "西城区", "Xicheng"], [110105, "朝阳区", "Chaoyang"], [110108, "海淀区", "Haidian"],
    ]),
  ]),
  province(310000, "上海市", "Shanghai", [
    city(310100, "上海市", "Shanghai", 121.4737, 31.2304, 10, [
      [310101, "黄浦区", "Huangpu"], [310104, "徐汇区", "Xuhui"], [310106, "静安区", "Jing'an"], [310115, "浦东新区", "Pudong"],
    ]),
  ]),
  province(120000, "天津市", "Tianjin", [
    city(120100, "天津市", "Tianjin", 117.201, 39.0842, 4, [[120101, "和平区", "Heping"], [120103, "河西区", "Hexi"], [120104, "南开区", "Nankai"]]),
  ]),
  province(500000, "重庆市", "Chongqing", [
    city(500100, "重庆市", "Chongqing", 106.5516, 29.563, 5, [[500103, "渝中区", "Yuzhong"], [500105, "江北区", "Jiangbei"], [500106, "沙坪坝区", "Shapingba"]]),
  ]),
  province(440000, "广东省", "Guangdong", [
    city(440100, "广州市", "Guangzhou", 113.2644, 23.1291, 8, [[440104, "越秀区", "Yuexiu"], [440105, "海珠区", "Haizhu"], [440106, "天河区", "Tianhe"]]),
    city(440300, "深圳市", "Shenzhen", 114.0579, 22.5431, 9, [[440303, "罗湖区", "Luohu"], [440304, "福田区", "Futian"], [440305, "南山区", "Nanshan"]]),
    city(440600, "佛山市", "Foshan", 113.1214, 23.0215, 3, [[440604, "禅城区", "Chancheng"], [440605, "南海区", "Nanhai"], [440606, "顺德区", "Shunde"]]),
  ]),
  province(330000, "浙江省", "Zhejiang", [
    city(330100, "杭州市", "Hangzhou", 120.1551, 30.2741, 8, [
      [330102, "上城区", "Shangcheng"], [330105, "拱墅区", "Gongshu"], [330106, "西湖区", "Xihu"], [330108, "滨江区", "Binjiang"],
    ]),
    city(330200, "宁波市", "Ningbo", 121.544, 29.8683, 4, [[330203, "海曙区", "Haishu"], [330205, "江北区", "Jiangbei"], [330212, "鄞州区", "Yinzhou"]]),
    city(330300, "温州市", "Wenzhou", 120.6994, 27.9943, 3, [[330302, "鹿城区", "Lucheng"], [330303, "龙湾区", "Longwan"], [330304, "瓯海区", "Ouhai"]]),
  ]),
  province(320000, "江苏省", "Jiangsu", [
    city(320100, "南京市", "Nanjing", 118.7969, 32.0603, 6, [[320102, "玄武区", "Xuanwu"], [320104, "秦淮区", "Qinhuai"], [320106, "鼓楼区", "Gulou"]]),
    city(320500, "苏州市", "Suzhou", 120.5853, 31.2989, 5, [[320505, "虎丘区", "Huqiu"], [320506, "吴中区", "Wuzhong"], [320508, "姑苏区", "Gusu"]]),
    city(320200, "无锡市", "Wuxi", 120.3119, 31.4912, 3, [[320211, "滨湖区", "Binhu"], [320213, "梁溪区", "Liangxi"], [320214, "新吴区", "Xinwu"]]),
  ]),
  province(510000, "四川省", "Sichuan", [
    city(510100, "成都市", "Chengdu", 104.0665, 30.5723, 7, [[510104, "锦江区", "Jinjiang"], [510105, "青羊区", "Qingyang"], [510107, "武侯区", "Wuhou"]]),
  ]),
  province(420000, "湖北省", "Hubei", [
    city(420100, "武汉市", "Wuhan", 114.3054, 30.5931, 6, [[420102, "江岸区", "Jiang'an"], [420106, "武昌区", "Wuchang"], [420111, "洪山区", "Hongshan"]]),
  ]),
  province(610000, "陕西省", "Shaanxi", [
    city(610100, "西安市", "Xi'an", 108.9398, 34.3416, 5, [[610102, "新城区", "Xincheng"], [610103, "碑林区", "Beilin"], [610113, "雁塔区", "Yanta"]]),
  ]),
  province(430000, "湖南省", "Hunan", [
    city(430100, "长沙市", "Changsha", 112.9388, 28.2282, 4, [[430102, "芙蓉区", "Furong"], [430103, "天心区", "Tianxin"], [430104, "岳麓区", "Yuelu"]]),
  ]),
  province(410000, "河南省", "Henan", [
    city(410100, "郑州市", "Zhengzhou", 113.6254, 34.7466, 4, [[410102, "中原区", "Zhongyuan"], [410103, "二七区", "Erqi"], [410105, "金水区", "Jinshui"]]),
  ]),
  province(370000, "山东省", "Shandong", [
    city(370100, "济南市", "Jinan", 117.1201, 36.6512, 3, [[370102, "历下区", "Lixia"], [370103, "市中区", "Shizhong"], [370104, "槐荫区", "Huaiyin"]]),
    city(370200, "青岛市", "Qingdao", 120.3826, 36.0671, 4, [[370202, "市南区", "Shinan"], [370203, "市北区", "Shibei"], [370212, "崂山区", "Laoshan"]]),
  ]),
  province(350000, "福建省", "Fujian", [
    city(350100, "福州市", "Fuzhou", 119.2965, 26.0745, 3, [[350102, "鼓楼区", "Gulou"], [350103, "台江区", "Taijiang"], [350104, "仓山区", "Cangshan"]]),
    city(350200, "厦门市", "Xiamen", 118.0894, 24.4798, 3, [[350203, "思明区", "Siming"], [350206, "湖里区", "Huli"], [350211, "集美区", "Jimei"]]),
  ]),
  province(340000, "安徽省", "Anhui", [
    city(340100, "合肥市", "Hefei", 117.2272, 31.8206, 4, [[340102, "瑶海区", "Yaohai"], [340103, "庐阳区", "Luyang"], [340104, "蜀山区", "Shushan"]]),
  ]),
  province(360000, "江西省", "Jiangxi", [
    city(360100, "南昌市", "Nanchang", 115.8582, 28.6829, 2, [[360102, "东湖区", "Donghu"], [360103, "西湖区", "Xihu"], [360104, "青云谱区", "Qingyunpu"]]),
  ]),
  province(210000, "辽宁省", "Liaoning", [
    city(210100, "沈阳市", "Shenyang", 123.4315, 41.8057, 3, [[210102, "和平区", "Heping"], [210103, "沈河区", "Shenhe"], [210105, "皇姑区", "Huanggu"]]),
    city(210200, "大连市", "Dalian", 121.6147, 38.914, 3, [[210202, "中山区", "Zhongshan"], [210203, "西岗区", "Xigang"], [210204, "沙河口区", "Shahekou"]]),
  ]),
  province(220000, "吉林省", "Jilin", [
    city(220100, "长春市", "Changchun", 125.3235, 43.8171, 2, [[220102, "南关区", "Nanguan"], [220103, "宽城区", "Kuancheng"], [220104, "朝阳区", "Chaoyang"]]),
  ]),
  province(230000, "黑龙江省", "Heilongjiang", [
    city(230100, "哈尔滨市", "Harbin", 126.5349, 45.8038, 2, [[230102, "道里区", "Daoli"], [230103, "南岗区", "Nangang"], [230104, "道外区", "Daowai"]]),
  ]),
  province(130000, "河北省", "Hebei", [
    city(130100, "石家庄市", "Shijiazhuang", 114.5149, 38.0428, 2, [[130102, "长安区", "Chang'an"], [130104, "桥西区", "Qiaoxi"], [130105, "新华区", "Xinhua"]]),
  ]),
  province(140000, "山西省", "Shanxi", [
    city(140100, "太原市", "Taiyuan", 112.5489, 37.8706, 2, [[140105, "小店区", "Xiaodian"], [140106, "迎泽区", "Yingze"], [140107, "杏花岭区", "Xinghualing"]]),
  ]),
  province(530000, "云南省", "Yunnan", [
    city(530100, "昆明市", "Kunming", 102.8329, 24.8801, 2, [[530102, "五华区", "Wuhua"], [530103, "盘龙区", "Panlong"], [530111, "官渡区", "Guandu"]]),
  ]),
  province(520000, "贵州省", "Guizhou", [
    city(520100, "贵阳市", "Guiyang", 106.6302, 26.6477, 2, [[520102, "南明区", "Nanming"], [520103, "云岩区", "Yunyan"], [520111, "花溪区", "Huaxi"]]),
  ]),
  province(450000, "广西壮族自治区", "Guangxi", [
    city(450100, "南宁市", "Nanning", 108.3669, 22.817, 2, [[450102, "兴宁区", "Xingning"], [450103, "青秀区", "Qingxiu"], [450105, "江南区", "Jiangnan"]]),
  ]),
  province(460000, "海南省", "Hainan", [
    city(460100, "海口市", "Haikou", 110.1999, 20.044, 2, [[460105, "秀英区", "Xiuying"], [460106, "龙华区", "Longhua"], [460107, "琼山区", "Qiongshan"]]),
  ]),
  province(620000, "甘肃省", "Gansu", [
    city(620100, "兰州市", "Lanzhou", 103.8343, 36.0611, 1, [[620102, "城关区", "Chengguan"], [620103, "七里河区", "Qilihe"], [620105, "安宁区", "Anning"]]),
  ]),
  province(650000, "新疆维吾尔自治区", "Xinjiang", [
    city(650100, "乌鲁木齐市", "Urumqi", 87.6168, 43.8256, 1, [[650102, "天山区", "Tianshan"], [650103, "沙依巴克区", "Saybag"], [650104, "新市区", "Xinshi"]]),
  ]),
  province(150000, "内蒙古自治区", "Inner Mongolia", [
    city(150100, "呼和浩特市", "Hohhot", 111.7492, 40.8426, 1, [[150102, "新城区", "Xincheng"], [150103, "回民区", "Huimin"], [150104, "玉泉区", "Yuquan"]]),
  ]),
  province(640000, "宁夏回族自治区", "Ningxia", [
    city(640100, "银川市", "Yinchuan", 106.2309, 38.4872, 1, [[640104, "兴庆区", "Xingqing"], [640105, "西夏区", "Xixia"], [640106, "金凤区", "Jinfeng"]]),
  ]),
  province(630000, "青海省", "Qinghai", [
    city(630100, "西宁市", "Xining", 101.7782, 36.6171, 1, [[630102, "城东区", "Chengdong"], [630103, "城中区", "Chengzhong"], [630104, "城西区", "Chengxi"]]),
  ]),
  province(540000, "西藏自治区", "Tibet", [
    city(540100, "拉萨市", "Lhasa", 91.1409, 29.6456, 1, [[540102, "城关区", "Chengguan"], [540103, "堆龙德庆区", "Doilungdeqen"]]),
  ]),
];

/** [brand zh, brand en, serial prefix, models]. */
export const BRANDS: [string, string, string, string[]][] = [
  ["迈瑞", "Mindray", "MR", ["BeneHeart C1A", "BeneHeart C2", "BeneHeart S1"]],
  ["飞利浦", "Philips", "PH", ["HeartStart HS1", "HeartStart FRx", "HeartStart OnSite"]],
  ["卓尔", "ZOLL", "ZL", ["AED Plus", "AED 3"]],
  ["日本光电", "Nihon Kohden", "NK", ["AED-3100", "AED-2150"]],
  ["久心", "Jousing", "JX", ["iAED-S1", "iAED-S2"]],
  ["科曼", "Comen", "CM", ["S5"]],
  ["菲康", "Physio-Control", "PC", ["LIFEPAK CR2", "LIFEPAK 1000"]],
  ["普美康", "Primedic", "PM", ["HeartSave PAD"]],
];

/** [name, contact]. */
export const AGENCIES: [string, string][] = [
  ["华北医疗设备代理有限公司", "赵立新"],
  ["华东急救器械销售有限公司", "钱晓东"],
  ["华南生命科技代理有限公司", "孙丽华"],
  ["西南医疗器械贸易有限公司", "李建国"],
  ["华中安心医疗科技有限公司", "周文斌"],
  ["东北急救设备服务有限公司", "吴海峰"],
  ["西北康护医疗器械有限公司", "郑秀梅"],
  ["长三角心安急救科技有限公司", "王志强"],
  ["珠三角救护设备代理有限公司", "冯晓玲"],
  ["京津冀急救网络服务有限公司", "陈志华"],
];

/** [name zh, name en, years]. */
export const PACKAGES: [string, string, number][] = [
  ["基础服务包", "Basic service", 1],
  ["标准服务包", "Standard service", 2],
  ["高级服务包", "Premium service", 3],
  ["全保服务包", "Full-cover service", 5],
];

/** Institution kinds per city: [name suffix zh, suffix en, level, typical arm location]. */
export const INSTITUTION_KINDS: [string, string, string, string][] = [
  ["急救中心", "Emergency Centre", "CITY", "一楼大厅东侧"],
  ["地铁运营有限公司", "Metro Operations", "CITY", "站厅层客服中心旁"],
  ["第一人民医院", "First People's Hospital", "CITY", "门诊大厅导诊台旁"],
  ["体育中心", "Sports Centre", "REGION", "主入口安检处"],
];

export const PLACES = [
  "地铁站", "火车站", "国际机场", "体育馆", "图书馆", "市民中心", "购物中心", "人民公园", "中学", "大学", "社区服务中心", "写字楼",
  "酒店", "医院门诊楼", "长途汽车站", "博物馆",
];
export const STREETS = ["人民路", "中山路", "解放路", "建设路", "和平路", "长江路", "新华路", "文化路", "青年路", "胜利路", "友谊路", "光明路"];
export const ARM_SPOTS = ["一楼大厅东侧", "服务台旁", "电梯厅", "安检口附近", "东门入口", "二楼扶梯口", "值班室外墙", "B 出入口"];
